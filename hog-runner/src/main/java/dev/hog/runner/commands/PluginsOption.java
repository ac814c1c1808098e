package dev.hog.runner.commands;

import dev.hog.runner.Environment;
import dev.hog.runner.Plugins;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/** The {@code --plugins DIR} option: where third-party ruleset jars are, {@code plugins} beside the launcher by default. */
public final class PluginsOption {
    @Option(names = "--plugins", paramLabel = "DIR",
            description = "A folder of ruleset plugin jars (default: the plugins folder beside the hog launcher).")
    private Path plugins;

    /**
     * Loads the built-in rulesets and the plugins, warning about jars that cannot be used.
     *
     * @param environment where to warn
     * @return the rulesets
     */
    public Plugins load(Environment environment) {
        Path folder = plugins != null ? environment.resolve(plugins)
                : environment.home().map(home -> home.resolve("plugins")).filter(Files::isDirectory).orElse(null);
        Plugins loaded = Plugins.load(folder);
        loaded.problems().forEach(problem -> environment.err().println("hog: warning: " + problem));
        return loaded;
    }
}
