package dev.hog.runner.commands;

import dev.hog.runner.Environment;
import dev.hog.runner.Plugins;
import dev.hog.runner.Setup;
import dev.hog.runner.config.ConfigLoader;
import dev.hog.runner.config.HogConfig;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * How a command chooses its ruleset and options: {@code --ruleset ID}, else the configuration's {@code ruleset:}
 * (from {@code --config FILE}, else {@code hog.yaml} in the working directory if there is one, else the bundled
 * defaults); options from the configuration's {@code options:} (when it names the same ruleset), then
 * {@code --set key=value}.
 */
public final class RulesetChoice {
    private static final String LOCAL_CONFIG = "hog.yaml";

    @Option(names = "--ruleset", paramLabel = "ID", description = "The ruleset, such as su20 (see hog rulesets).")
    private String ruleset;

    @Option(names = "--config", paramLabel = "FILE",
            description = "A YAML configuration (default: hog.yaml in the working directory, if any).")
    private Path config;

    @Option(names = "--set", paramLabel = "KEY=VALUE", description = "A ruleset option, such as feral-hogs=false.")
    private List<String> set = new ArrayList<>();

    @Mixin
    private PluginsOption plugins;

    /**
     * Resolves the setup of a command that seats no players of its own: the ruleset, its options and the goal.
     *
     * @param environment the command's environment
     * @param goal {@code --goal}, or {@code null}
     * @return the setup
     */
    public Setup setup(Environment environment, Integer goal) {
        return setup(environment, goal, null, null, null, null, null);
    }

    /**
     * Resolves the setup of a game.
     *
     * @param environment the command's environment
     * @param goal {@code --goal}, or {@code null}
     * @param score0 {@code --score0}, or {@code null}
     * @param score1 {@code --score1}, or {@code null}
     * @param seed {@code --seed}, or {@code null}
     * @param p0 {@code --p0}, or {@code null}
     * @param p1 {@code --p1}, or {@code null}
     * @return the setup
     */
    public Setup setup(Environment environment, Integer goal, Integer score0, Integer score1, Long seed, String p0,
            String p1) {
        Plugins loaded = plugins.load(environment);
        ConfigLoader loader = new ConfigLoader();
        HogConfig configuration = loader.bundledDefaults();
        Path folder = environment.workingDirectory();
        Path file = config != null ? environment.resolve(config) : environment.resolve(Path.of(LOCAL_CONFIG));
        if (config != null || Files.isRegularFile(file)) {
            configuration = configuration.overlay(loader.read(file, config != null ? config.toString() : LOCAL_CONFIG));
            folder = file.toAbsolutePath().getParent();
        }
        return Setup.resolve(loaded.registry(), configuration, folder,
                new Setup.Overrides(ruleset, set, goal, score0, score1, seed, p0, p1));
    }
}
