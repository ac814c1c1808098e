package dev.hog.runner.strategy;

import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Strategy;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.StrategyParameter;
import dev.hog.api.ruleset.StrategyParser;
import dev.hog.json.TableFiles;
import java.io.BufferedReader;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Builds strategies from specs, the same on the command line, in the configuration and on hog serve's page: the
 * library's one grammar ({@link StrategyParser}: {@code always:N}, {@code baseline}, a ruleset's named strategy such
 * as {@code bacon:cutoff=9,rolls=5}), with four kinds the command adds:
 * <ul>
 *   <li>{@code human}: ask the person at the terminal;</li>
 *   <li>{@code table:FILE}: look the choice up in a table (see {@link TableFiles});</li>
 *   <li>{@code python:FILE[:FUNCTION]}: a student's {@code hog.py}, asked for every choice, and for draws of them
 *       if it chooses at random (see {@link PythonFiles});</li>
 *   <li>{@code optimal}: the exact optimal strategy, solved once per game.</li>
 * </ul>
 */
public final class StrategySpecs {
    /** The kinds the command adds to the library's grammar: their strategies are the command's, not a plugin's. */
    private static final Set<String> COMMAND = Set.of("human", "table", "python", "optimal");

    private final Ruleset ruleset;
    private final GameDefinition rules;
    private final Function<GameDefinition, Strategy> optimal;
    private final BufferedReader in;
    private final PrintWriter out;
    private final Optional<String> plugin;
    private final PythonFiles python;

    /**
     * Specs for a game.
     *
     * @param ruleset the ruleset, whose strategies the specs name
     * @param rules the game: the rules in force and the goal, which strategy tables must cover
     * @param optimal the optimal strategy of a game, for {@code optimal}
     * @param in where a person's answers come from
     * @param out where a person is asked
     * @param plugin the plugin the ruleset came from, or empty for a built-in ruleset: its strategies are watched,
     *     and their faults are the plugin's
     * @param python how {@code python:FILE} runs a file, as the environment says, and where its warnings go
     */
    public StrategySpecs(Ruleset ruleset, GameDefinition rules, Function<GameDefinition, Strategy> optimal,
            BufferedReader in, PrintWriter out, Optional<String> plugin, PythonFiles python) {
        this.ruleset = ruleset;
        this.rules = rules;
        this.optimal = optimal;
        this.in = in;
        this.out = out;
        this.plugin = plugin;
        this.python = python;
    }

    /**
     * Specs for a game, where {@code python:FILE} runs as this process's environment says.
     *
     * @param ruleset the ruleset, whose strategies the specs name
     * @param rules the game: the rules in force and the goal, which strategy tables must cover
     * @param optimal the optimal strategy of a game, for {@code optimal}
     * @param in where a person's answers come from
     * @param out where a person is asked
     * @param plugin the plugin the ruleset came from, or empty for a built-in ruleset
     */
    public StrategySpecs(Ruleset ruleset, GameDefinition rules, Function<GameDefinition, Strategy> optimal,
            BufferedReader in, PrintWriter out, Optional<String> plugin) {
        this(ruleset, rules, optimal, in, out, plugin, new PythonFiles(System.getenv()));
    }

    /**
     * A strategy the ruleset defines, watched if the ruleset is a plugin's (see {@link PluginStrategy}).
     *
     * @param strategy the strategy
     * @return the strategy, or the watched strategy
     */
    public Strategy watched(Strategy strategy) {
        return plugin.map(name -> PluginStrategy.watch(strategy, name, rules)).orElse(strategy);
    }

    /**
     * Builds a strategy.
     *
     * @param spec the spec
     * @param name the player's name, for a person's prompt
     * @param opponent the opponent's name, for a person's prompt
     * @param folder the folder a relative table or Python file is found in
     * @return the strategy
     * @throws HogException if the spec does not parse, names an unknown strategy, or a table or Python file is
     *     invalid
     */
    public Strategy parse(String spec, String name, String opponent, Path folder) {
        Strategy strategy = parser(name, opponent, folder).parse(spec);
        return COMMAND.contains(StrategyParser.kindOf(spec)) ? strategy : watched(strategy);
    }

    /**
     * Whether a kind of strategy, the part of a spec before its colon, is one this game knows.
     *
     * @param kind such as {@code always}, {@code optimal} or {@code bacon}
     * @return true if {@link #parse} builds it
     */
    public boolean knows(String kind) {
        return parser("", "", Path.of("")).knows(kind);
    }

    /**
     * Every kind of spec, for help and error messages.
     *
     * @return the specs, such as {@code always:N} and {@code bacon[:cutoff=8,rolls=6]}
     */
    public List<String> specs() {
        return parser("", "", Path.of("")).usages();
    }

    /** The library's grammar, with the kinds the command adds. */
    private StrategyParser parser(String name, String opponent, Path folder) {
        return StrategyParser.of(ruleset)
                .with("human", "human", arguments -> {
                    noArguments("human", arguments);
                    return new HumanStrategy(name, opponent, rules, in, out);
                })
                .with("table", "table:FILE", arguments -> {
                    if (arguments.isBlank()) {
                        throw new HogException("table:FILE needs a file, such as table:strategy.csv");
                    }
                    return TableFiles.read(folder.resolve(arguments), "table:" + arguments, rules);
                })
                .with("python", "python:FILE[:FUNCTION]", arguments -> python.read(folder, arguments, rules,
                        Optional.of(ruleset)))
                .with("optimal", "optimal", arguments -> {
                    noArguments("optimal", arguments);
                    return optimal.apply(rules);
                });
    }

    private static void noArguments(String kind, String arguments) {
        if (!arguments.isEmpty()) {
            throw new HogException("Strategy " + kind + " takes no parameters; not " + kind + ":" + arguments);
        }
    }

    /**
     * Describes a parameter list, for listings.
     *
     * @param parameters the parameters
     * @return text such as {@code cutoff=8 (0..10000), rolls=6 (0..10)}
     */
    public static String describe(List<StrategyParameter> parameters) {
        return parameters.stream().map(StrategyParameter::toString).collect(Collectors.joining(", "));
    }
}
