package dev.hog.analysis;

import dev.hog.api.API;
import dev.hog.api.game.GameDefinition;
import java.util.Objects;

/**
 * The game solved: its value and the optimal strategy when both players play optimally.
 *
 * <p>Immutable and thread-safe. Only the solver makes solutions. Two solutions are equal when they solve the same game
 * to the same value and strategy the same way; how long solving took is not part of a solution's identity, so two
 * solves of a game at different speeds are equal.
 */
@API(status = API.Status.STABLE, since = "1.0")
public final class Solution {
    private final GameDefinition rules;
    private final double value;
    private final StrategyTable strategy;
    private final boolean valueIteration;
    private final int iterations;
    private final double seconds;

    private Solution(GameDefinition rules, double value, StrategyTable strategy, boolean valueIteration,
            int iterations, double seconds) {
        this.rules = Objects.requireNonNull(rules, "rules");
        this.value = value;
        this.strategy = Objects.requireNonNull(strategy, "strategy");
        this.valueIteration = valueIteration;
        this.iterations = iterations;
        this.seconds = seconds;
    }

    /** The solver's result, from its parts in the order of the accessors. */
    static Solution of(GameDefinition rules, double value, StrategyTable strategy, boolean valueIteration,
            int iterations, double seconds) {
        return new Solution(rules, value, strategy, valueIteration, iterations, seconds);
    }

    /**
     * The game solved.
     *
     * @return the rules in force and the goal
     */
    public GameDefinition rules() {
        return rules;
    }

    /**
     * The game's value.
     *
     * @return the first player's chance of winning when both play optimally
     */
    public double value() {
        return value;
    }

    /**
     * The optimal strategy.
     *
     * @return the strategy, for either player
     */
    public StrategyTable strategy() {
        return strategy;
    }

    /**
     * Whether the solution came from value iteration (the rules let some turn keep or lower the sum of the scores)
     * rather than one exact backward pass.
     *
     * @return {@code true} for value iteration
     */
    public boolean valueIteration() {
        return valueIteration;
    }

    /**
     * The sweeps the solve took.
     *
     * @return the sweeps of value iteration, or 1 for the backward pass
     */
    public int iterations() {
        return iterations;
    }

    /**
     * How long solving took. Not part of {@link #equals(Object)}.
     *
     * @return the time, in seconds
     */
    public double seconds() {
        return seconds;
    }

    /**
     * Whether another object is a solution of the same game with the same value, strategy and method; the time taken
     * is ignored.
     *
     * @param other the object to compare with
     * @return {@code true} if it is an equal solution
     */
    @Override
    public boolean equals(Object other) {
        return other instanceof Solution that && rules.equals(that.rules) && Double.compare(value, that.value) == 0
                && strategy.equals(that.strategy) && valueIteration == that.valueIteration
                && iterations == that.iterations;
    }

    /**
     * A hash of what {@link #equals(Object)} compares.
     *
     * @return the hash
     */
    @Override
    public int hashCode() {
        return Objects.hash(rules, value, strategy, valueIteration, iterations);
    }

    /**
     * Every part, the time taken included, for messages.
     *
     * @return {@code Solution[rules=..., value=..., ...]}
     */
    @Override
    public String toString() {
        return "Solution[rules=" + rules + ", value=" + value + ", strategy=" + strategy + ", valueIteration="
                + valueIteration + ", iterations=" + iterations + ", seconds=" + seconds + "]";
    }
}
