package dev.hog.analysis;

import dev.hog.api.API;

/**
 * The exact chance that strategy A beats strategy B, from both scores at 0.
 *
 * <p>Immutable and thread-safe. Two win rates are equal when both chances are: compared as {@link Double#compare}
 * compares them, so that a NaN equals itself and {@code 0.0} does not equal {@code -0.0}.
 */
@API(status = API.Status.STABLE, since = "1.0")
public final class ExactWinRate {
    private final double first;
    private final double second;

    private ExactWinRate(double first, double second) {
        this.first = first;
        this.second = second;
    }

    /**
     * A's chances in both seats. They are taken as given: an evaluator's chances may stray from {@code [0, 1]} by a
     * rounding error, and this does not second-guess them.
     *
     * @param first A's chance when A moves first
     * @param second A's chance when B moves first
     * @return the win rate
     */
    @API(status = API.Status.STABLE, since = "2.0")
    public static ExactWinRate of(double first, double second) {
        return new ExactWinRate(first, second);
    }

    /**
     * A's chances against a B that chooses as A does in every state: the game is then the same from either seat, so
     * A's chance moving second is 1 less its chance moving first exactly, not as a second sum of the same game rounds
     * it, and their mean is 1/2.
     *
     * @param first A's chance when A moves first
     * @return the win rate
     */
    static ExactWinRate againstItself(double first) {
        return new ExactWinRate(first, 1 - first);
    }

    /**
     * A's chance when A moves first.
     *
     * @return the chance
     */
    public double first() {
        return first;
    }

    /**
     * A's chance when B moves first.
     *
     * @return the chance
     */
    public double second() {
        return second;
    }

    /**
     * A's win rate averaged over both seats, as the course measured strategies.
     *
     * @return the mean of {@link #first()} and {@link #second()}
     */
    public double mean() {
        return (first + second) / 2;
    }

    /**
     * Whether another object is a win rate with the same chances in both seats.
     *
     * @param other the object to compare with
     * @return {@code true} if it is an equal win rate
     */
    @Override
    public boolean equals(Object other) {
        return other instanceof ExactWinRate that && Double.compare(first, that.first) == 0
                && Double.compare(second, that.second) == 0;
    }

    /**
     * A hash of both chances, consistent with {@link #equals(Object)}.
     *
     * @return the hash
     */
    @Override
    public int hashCode() {
        return Double.hashCode(first) * 31 + Double.hashCode(second);
    }

    /**
     * Both chances, for messages.
     *
     * @return {@code ExactWinRate[first=..., second=...]}
     */
    @Override
    public String toString() {
        return "ExactWinRate[first=" + first + ", second=" + second + "]";
    }
}
