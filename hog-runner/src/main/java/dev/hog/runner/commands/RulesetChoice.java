package dev.hog.runner.commands;

import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetRegistry;
import dev.hog.json.HouseRulesReader;
import dev.hog.runner.Environment;
import dev.hog.runner.HouseRulesets;
import dev.hog.runner.Session;
import dev.hog.runner.Setup;
import dev.hog.runner.config.ConfigException;
import dev.hog.runner.config.ConfigLoader;
import dev.hog.runner.config.HogConfig;
import dev.hog.runner.config.Located;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
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
    private Map<String, String> set = new LinkedHashMap<>();

    /**
     * The setup of a command that analyses the rules and seats no players: the ruleset, its options and the goal.
     *
     * @param session the run's session
     * @param goal {@code --goal}
     * @return the setup, without players
     */
    public Setup rules(Session session, GoalOption goal) {
        return resolve(session, new Setup.Overrides(ruleset, set, goal.goal, null, null, null, null, null, false));
    }

    /**
     * The setup of a command that rolls fair dice without seating players: the rules and the seed.
     *
     * @param session the run's session
     * @param goal {@code --goal}
     * @param seed {@code --seed}
     * @return the setup, without players
     */
    public Setup rules(Session session, GoalOption goal, SeedOption seed) {
        return resolve(session, new Setup.Overrides(ruleset, set, goal.goal, null, null, seed.seed, null, null, false));
    }

    /**
     * The setup of a game between two players.
     *
     * @param session the run's session
     * @param game the game's options
     * @return the setup
     */
    public Setup game(Session session, GameOptions game) {
        return resolve(session, new Setup.Overrides(ruleset, set, game.goal.goal, game.score0, game.score1,
                game.seed.seed, game.p0, game.p1, true));
    }

    private Setup resolve(Session session, Setup.Overrides overrides) {
        Environment environment = session.environment();
        ConfigLoader loader = new ConfigLoader();
        HogConfig configuration = loader.bundledDefaults();
        Path folder = environment.workingDirectory();
        Path file = config != null ? environment.resolve(config) : environment.resolve(Path.of(LOCAL_CONFIG));
        if (config != null || Files.isRegularFile(file)) {
            configuration = configuration.overlay(loader.read(file, config != null ? config.toString() : LOCAL_CONFIG));
            folder = file.toAbsolutePath().getParent();
        }
        RulesetRegistry registry = session.plugins().registry();
        Located<Object> chosen = configuration.ruleset();
        String wanted = overrides.ruleset() != null ? overrides.ruleset()
                : chosen != null && chosen.value() instanceof String id ? id : null;
        if (wanted != null && session.plugins().broken().containsKey(wanted)) {
            session.plugins().ruleset(wanted);
        }
        if (chosen != null && chosen.value() instanceof Map<?, ?>) {
            String name = configuration.source();
            Ruleset house = HouseRulesReader.readInline(ConfigLoader.text(file, name), name, "ruleset", registry);
            registry = HouseRulesets.register(registry, house, name + " (inline)");
            configuration = configuration.withRuleset(house.id());
        } else if (chosen != null && !(chosen.value() instanceof String)) {
            throw new ConfigException(configuration.source(), chosen, "ruleset is a ruleset's id, such as su20, or"
                    + " house rules: a mapping with id and rules");
        }
        return Setup.resolve(registry, configuration, folder, overrides);
    }
}
