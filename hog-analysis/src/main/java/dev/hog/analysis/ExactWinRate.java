package dev.hog.analysis;

import dev.hog.api.API;

/**
 * The exact chance that strategy A beats strategy B, from both scores at 0.
 *
 * @param first A's chance when A moves first
 * @param second A's chance when B moves first
 */
@API(status = API.Status.STABLE, since = "1.0")
public record ExactWinRate(double first, double second) {
    /**
     * A's win rate averaged over both seats, as the course measured strategies.
     *
     * @return the mean of {@link #first()} and {@link #second()}
     */
    public double mean() {
        return (first + second) / 2;
    }
}
