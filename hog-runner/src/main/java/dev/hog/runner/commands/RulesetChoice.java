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
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;
import picocli.CommandLine.TypeConversionException;

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

    /*
     * Assignments, not a Map: picocli reads a Map option's KEY=VALUE with its own quote handling, which warns on
     * standard error, outside the command's one line, when a value holds a lone quote.
     */
    @Option(names = "--set", paramLabel = "KEY=VALUE", converter = Assignment.class,
            description = "A ruleset option, such as feral-hogs=false.")
    private List<Map.Entry<String, String>> set = new ArrayList<>();

    /**
     * The setup of a command that analyses the rules and seats no players: the ruleset, its options and the goal.
     *
     * @param session the run's session
     * @param goal {@code --goal}
     * @return the setup, without players
     */
    public Setup rules(Session session, GoalOption goal) {
        return resolve(session, new Setup.Overrides(ruleset, assignments(), goal.goal, null, null, null, null, null,
                false));
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
        return resolve(session, new Setup.Overrides(ruleset, assignments(), goal.goal, null, null, seed.seed, null,
                null, false));
    }

    /**
     * The setup of a game between two players.
     *
     * @param session the run's session
     * @param game the game's options
     * @return the setup
     */
    public Setup game(Session session, GameOptions game) {
        return resolve(session, new Setup.Overrides(ruleset, assignments(), game.goal.goal, game.score0, game.score1,
                game.seed.seed, game.p0, game.p1, true));
    }

    /** The options {@code --set} assigns, the last assignment of an option winning. */
    private Map<String, String> assignments() {
        Map<String, String> options = new LinkedHashMap<>();
        set.forEach(assignment -> options.put(assignment.getKey(), assignment.getValue()));
        return options;
    }

    /** One {@code --set KEY=VALUE}: the option's name, and its value as given, up to the first {@code =}. */
    static final class Assignment implements ITypeConverter<Map.Entry<String, String>> {
        @Override
        public Map.Entry<String, String> convert(String value) {
            int equals = value.indexOf('=');
            if (equals < 1) {
                throw new TypeConversionException("KEY=VALUE, such as --set feral-hogs=false");
            }
            return Map.entry(value.substring(0, equals), value.substring(equals + 1));
        }
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
