package dev.hog.runner.strategy;

import dev.hog.analysis.Solver;
import dev.hog.api.HogException;
import dev.hog.api.Rules;
import dev.hog.api.Strategy;
import dev.hog.api.StrategyDefinition;
import dev.hog.api.StrategyParameter;
import java.io.BufferedReader;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Builds strategies from specs, the same on the command line and in the configuration:
 * <ul>
 *   <li>{@code always:N}: always roll N dice;</li>
 *   <li>{@code human}: ask the person at the terminal;</li>
 *   <li>{@code table:FILE}: look the choice up in a table (see {@link TableFiles});</li>
 *   <li>{@code baseline}: the ruleset's baseline strategy;</li>
 *   <li>{@code optimal}: the exact optimal strategy, solved once per rules and goal;</li>
 *   <li>a ruleset's named strategy, with or without parameters: {@code bacon}, {@code bacon:cutoff=9,rolls=5}.</li>
 * </ul>
 */
public final class StrategySpecs {
    private final Rules rules;
    private final int goal;
    private final Solver solver;
    private final BufferedReader in;
    private final PrintWriter out;

    /**
     * Specs for a game under some rules.
     *
     * @param rules the rules in force
     * @param goal the game's goal, which strategy tables must cover
     * @param solver solves the game for {@code optimal}, once per rules and goal
     * @param in where a person's answers come from
     * @param out where a person is asked
     */
    public StrategySpecs(Rules rules, int goal, Solver solver, BufferedReader in, PrintWriter out) {
        this.rules = rules;
        this.goal = goal;
        this.solver = solver;
        this.in = in;
        this.out = out;
    }

    /**
     * Builds a strategy.
     *
     * @param spec the spec
     * @param name the player's name, for a person's prompt
     * @param opponent the opponent's name, for a person's prompt
     * @param folder the folder a relative table file is found in
     * @return the strategy
     * @throws HogException if the spec does not parse, names an unknown strategy, or a table is invalid
     */
    public Strategy parse(String spec, String name, String opponent, Path folder) {
        String text = spec.strip();
        int colon = text.indexOf(':');
        String kind = colon < 0 ? text : text.substring(0, colon);
        String arguments = colon < 0 ? "" : text.substring(colon + 1);
        switch (kind) {
            case "always":
                return always(arguments);
            case "human":
                noArguments(kind, arguments);
                return new HumanStrategy(name, opponent, rules.maxDice(), in, out);
            case "baseline":
                noArguments(kind, arguments);
                return rules.ruleset().baseline();
            case "optimal":
                noArguments(kind, arguments);
                return solver.optimal(rules, goal).strategy();
            case "table":
                if (arguments.isBlank()) {
                    throw new HogException("table:FILE needs a file, such as table:strategy.csv");
                }
                return TableFiles.read(folder.resolve(arguments.strip()), text, rules, goal);
            default:
                StrategyDefinition definition = rules.ruleset().strategy(kind).orElseThrow(() ->
                        new HogException("Unknown strategy '" + kind + "'; the strategies are " + String.join(", ",
                                specs())));
                return definition.create(arguments);
        }
    }

    /**
     * Every kind of spec, for help and error messages.
     *
     * @return the specs, such as {@code always:N} and {@code bacon[:cutoff=8,rolls=6]}
     */
    public List<String> specs() {
        List<String> specs = new ArrayList<>(List.of("always:N", "human", "table:FILE", "optimal",
                "baseline (" + rules.ruleset().baseline() + ")"));
        for (StrategyDefinition definition : rules.ruleset().strategies()) {
            specs.add(definition.name() + (definition.parameters().isEmpty() ? ""
                    : definition.parameters().stream().map(p -> p.name() + "=" + p.defaultValue())
                            .collect(Collectors.joining(",", "[:", "]"))));
        }
        return specs;
    }

    private Strategy always(String arguments) {
        try {
            int dice = Integer.parseInt(arguments.strip());
            if (dice >= 0 && dice <= rules.maxDice()) {
                return Strategy.alwaysRoll(dice);
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new HogException("always:N needs a number of dice from 0 to " + rules.maxDice() + ", such as always:6;"
                + " not always:" + arguments);
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
