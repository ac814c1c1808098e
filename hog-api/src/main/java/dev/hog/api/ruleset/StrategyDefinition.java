package dev.hog.api.ruleset;

import dev.hog.api.API;
import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Strategy;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * A strategy that a ruleset offers by name, with integer parameters, so that tools can list it and build it from
 * text: {@code bacon}, or {@code bacon:cutoff=9,rolls=5}.
 *
 * <p>A strategy that needs the game's rules, to read what a rule remembers say, is defined with a factory that also
 * receives the {@link GameDefinition}: {@link #of(String, String, List, BiFunction)}. The strategies it creates are
 * built for each game through {@link Strategy#forGame(GameDefinition)}, which the engine and the analysis call once per
 * game.
 *
 * <p>Immutable and thread-safe.
 */
@API(status = API.Status.STABLE, since = "1.0")
public final class StrategyDefinition {
    private final String name;
    private final String description;
    private final List<StrategyParameter> parameters;
    /** Builds the strategy from its arguments and the game, which is {@code null} for a factory that ignores it. */
    private final BiFunction<GameDefinition, Map<String, Integer>, Strategy> factory;
    private final boolean readsTheGame;

    private StrategyDefinition(String name, String description, List<StrategyParameter> parameters,
            BiFunction<GameDefinition, Map<String, Integer>, Strategy> factory, boolean readsTheGame) {
        if (name == null || !name.matches("[a-z][a-z0-9_-]*")) {
            throw new IllegalArgumentException(
                    "A strategy name is lower case letters, digits, '-' and '_', starting with a letter, not " + name);
        }
        this.name = name;
        this.description = Objects.requireNonNull(description, "description");
        this.parameters = List.copyOf(parameters);
        this.factory = Objects.requireNonNull(factory, "factory");
        this.readsTheGame = readsTheGame;
        long distinct = this.parameters.stream().map(StrategyParameter::name).distinct().count();
        if (distinct != this.parameters.size()) {
            throw new IllegalArgumentException("Strategy " + name + " declares a parameter twice: " + parameters);
        }
    }

    /**
     * Defines a named strategy.
     *
     * @param name the name, such as {@code bacon}
     * @param description what the strategy does
     * @param parameters its parameters, in the order they are listed
     * @param factory builds the strategy from a value for every parameter, by name
     * @return the definition
     * @throws IllegalArgumentException if the name is not a valid strategy name or a parameter is declared twice
     */
    public static StrategyDefinition of(String name, String description, List<StrategyParameter> parameters,
            Function<Map<String, Integer>, Strategy> factory) {
        Objects.requireNonNull(factory, "factory");
        return new StrategyDefinition(name, description, parameters, (game, values) -> factory.apply(values), false);
    }

    /**
     * Defines a named strategy that is built for each game, with the game's rules: one that reads what a rule
     * remembers, with {@link GameDefinition#memory(dev.hog.api.game.GameState, int, dev.hog.api.rule.MemoryRule)},
     * finds that rule among {@link GameDefinition#rules()} here, once per game rather than on every turn.
     *
     * <p>The strategies {@link #create(Map)} returns are asked only within a game: the engine and the analysis bind
     * them with {@link Strategy#forGame(GameDefinition)}, which calls this factory. Asked outside a game, they fail
     * saying so.
     *
     * @param name the name, such as {@code feral}
     * @param description what the strategy does
     * @param parameters its parameters, in the order they are listed
     * @param factory builds the strategy for a game from the game and a value for every parameter, by name
     * @return the definition
     * @throws IllegalArgumentException if the name is not a valid strategy name or a parameter is declared twice
     */
    @API(status = API.Status.STABLE, since = "2.0")
    public static StrategyDefinition of(String name, String description, List<StrategyParameter> parameters,
            BiFunction<GameDefinition, Map<String, Integer>, Strategy> factory) {
        return new StrategyDefinition(name, description, parameters, factory, true);
    }

    /**
     * The name.
     *
     * @return the name, such as {@code bacon}
     */
    public String name() {
        return name;
    }

    /**
     * What the strategy does.
     *
     * @return the description
     */
    public String description() {
        return description;
    }

    /**
     * The parameters, in their listed order.
     *
     * @return the parameters
     */
    public List<StrategyParameter> parameters() {
        return parameters;
    }

    /**
     * The strategy with every parameter at its default.
     *
     * @return the strategy, named as a complete spec such as {@code bacon:cutoff=8,rolls=6}
     */
    public Strategy create() {
        return create(Map.of());
    }

    /**
     * The strategy with some parameters given; the others take their defaults.
     *
     * @param arguments values by parameter name
     * @return the strategy, named as a complete spec such as {@code bacon:cutoff=9,rolls=6}
     * @throws HogException if a name is not a parameter of this strategy or a value is out of range
     */
    public Strategy create(Map<String, Integer> arguments) {
        for (String given : arguments.keySet()) {
            if (parameters.stream().noneMatch(p -> p.name().equals(given))) {
                throw new HogException("Strategy " + name + " has no parameter '" + given + "'; "
                        + describeParameters());
            }
        }
        Map<String, Integer> values = new LinkedHashMap<>();
        for (StrategyParameter parameter : parameters) {
            int value = arguments.getOrDefault(parameter.name(), parameter.defaultValue());
            if (value < parameter.min() || value > parameter.max()) {
                throw new HogException("Strategy " + name + ": " + parameter.name() + " must be from "
                        + parameter.min() + " to " + parameter.max() + ", not " + value);
            }
            values.put(parameter.name(), value);
        }
        String spec = spec(values);
        if (readsTheGame) {
            return Strategy.named(spec, new ForEachGame(spec, Map.copyOf(values)));
        }
        return Strategy.named(spec, built(null, Map.copyOf(values), spec));
    }

    private Strategy built(GameDefinition game, Map<String, Integer> values, String spec) {
        return Objects.requireNonNull(factory.apply(game, values), () -> "Strategy " + spec + ": its factory"
                + " returned null; a strategy factory returns the strategy to play");
    }

    /** A strategy of a factory that reads the game: built by {@link #forGame}, and not asked before. */
    private final class ForEachGame implements Strategy {
        private final String spec;
        private final Map<String, Integer> values;

        ForEachGame(String spec, Map<String, Integer> values) {
            this.spec = spec;
            this.values = values;
        }

        @Override
        public int numRolls(int score, int opponentScore) {
            throw new HogException("Strategy " + spec + " reads the game's rules, so it chooses only within a game:"
                    + " bind it first with forGame(game), as Match, Simulation and Solver do");
        }

        @Override
        public Strategy forGame(GameDefinition game) {
            return built(Objects.requireNonNull(game, "game"), values, spec);
        }

        @Override
        public String toString() {
            return spec;
        }
    }

    /**
     * The strategy with parameters written as in a spec after the colon: {@code cutoff=9,rolls=5}.
     *
     * @param arguments the arguments, or an empty string for all defaults
     * @return the strategy
     * @throws HogException if the text is not a comma-separated list of {@code name=integer}, or
     *     {@link #create(Map)} rejects the values
     */
    public Strategy create(String arguments) {
        Map<String, Integer> values = new LinkedHashMap<>();
        if (!arguments.isBlank()) {
            for (String part : arguments.split(",", -1)) {
                String[] pair = part.split("=", -1);
                if (pair.length != 2 || pair[0].isBlank()) {
                    throw new HogException("Strategy " + name + ": expected name=value, not '" + part.strip()
                            + "'; for example " + name + ":" + example());
                }
                String key = pair[0].strip();
                try {
                    if (values.put(key, Integer.parseInt(pair[1].strip())) != null) {
                        throw new HogException("Strategy " + name + ": " + key + " is given twice");
                    }
                } catch (NumberFormatException e) {
                    throw new HogException("Strategy " + name + ": " + key + " must be a whole number, not '"
                            + pair[1].strip() + "'", e);
                }
            }
        }
        return create(values);
    }

    private String spec(Map<String, Integer> values) {
        if (values.isEmpty()) {
            return name;
        }
        return values.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining(",", name + ":", ""));
    }

    private String example() {
        return parameters.stream().map(p -> p.name() + "=" + p.defaultValue()).collect(Collectors.joining(","));
    }

    private String describeParameters() {
        return parameters.isEmpty() ? "it takes none"
                : "its parameters are " + parameters.stream().map(StrategyParameter::name)
                        .collect(Collectors.joining(", "));
    }

    /**
     * The name with the parameters and their defaults.
     *
     * @return text such as {@code bacon(cutoff=8 (0..60), rolls=6 (0..10))}
     */
    @Override
    public String toString() {
        return name + parameters.stream().map(StrategyParameter::toString).collect(Collectors.joining(", ", "(", ")"));
    }
}
