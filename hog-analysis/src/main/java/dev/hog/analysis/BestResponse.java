package dev.hog.analysis;

import dev.hog.api.API;
import java.util.Objects;

/**
 * The best response to a strategy: the strategy that wins most often against it, and how often.
 *
 * <p>Immutable and thread-safe. Only the solver makes best responses. Two are equal when their strategies and win
 * rates are; how long finding one took is not part of its identity.
 */
@API(status = API.Status.STABLE, since = "1.0")
public final class BestResponse {
    private final StrategyTable strategy;
    private final ExactWinRate winRate;
    private final double seconds;

    private BestResponse(StrategyTable strategy, ExactWinRate winRate, double seconds) {
        this.strategy = Objects.requireNonNull(strategy, "strategy");
        this.winRate = Objects.requireNonNull(winRate, "winRate");
        this.seconds = seconds;
    }

    /** The solver's result, from its parts in the order of the accessors. */
    static BestResponse of(StrategyTable strategy, ExactWinRate winRate, double seconds) {
        return new BestResponse(strategy, winRate, seconds);
    }

    /**
     * The best response.
     *
     * @return the strategy
     */
    public StrategyTable strategy() {
        return strategy;
    }

    /**
     * How often the best response wins.
     *
     * @return its exact chance of winning against the given strategy
     */
    public ExactWinRate winRate() {
        return winRate;
    }

    /**
     * How long finding the best response took. Not part of {@link #equals(Object)}.
     *
     * @return the time, in seconds
     */
    public double seconds() {
        return seconds;
    }

    /**
     * Whether another object is a best response with the same strategy and win rate; the time taken is ignored.
     *
     * @param other the object to compare with
     * @return {@code true} if it is an equal best response
     */
    @Override
    public boolean equals(Object other) {
        return other instanceof BestResponse that && strategy.equals(that.strategy) && winRate.equals(that.winRate);
    }

    /**
     * A hash of what {@link #equals(Object)} compares.
     *
     * @return the hash
     */
    @Override
    public int hashCode() {
        return strategy.hashCode() * 31 + winRate.hashCode();
    }

    /**
     * Every part, the time taken included, for messages.
     *
     * @return {@code BestResponse[strategy=..., winRate=..., seconds=...]}
     */
    @Override
    public String toString() {
        return "BestResponse[strategy=" + strategy + ", winRate=" + winRate + ", seconds=" + seconds + "]";
    }
}
