package dev.hog.analysis;

import dev.hog.api.API;

/**
 * The result of a simulation: strategy A's win rate against strategy B, averaged over both seats, with its 95%
 * confidence interval.
 *
 * @param games games played, half with A moving first
 * @param winsFirst games A won moving first, a tie counting half
 * @param winsSecond games A won moving second, a tie counting half
 * @param winRate A's win rate: the mean of its rates moving first and moving second
 * @param low the lower end of the 95% confidence interval
 * @param high the upper end of the 95% confidence interval
 * @param seconds how long the games took
 * @param threads how many threads played them
 */
@API(status = API.Status.STABLE, since = "1.0")
public record WinRate(long games, double winsFirst, double winsSecond, double winRate, double low, double high,
        double seconds, int threads) {
    /** The normal quantile of a two-sided 95% interval. */
    private static final double Z95 = 1.959963984540054;

    /**
     * The win rate and its interval from the wins in each seat.
     *
     * @param gamesFirst games with A first
     * @param winsFirst A's wins moving first
     * @param gamesSecond games with A second
     * @param winsSecond A's wins moving second
     * @param seconds how long the games took
     * @param threads how many threads played them
     * @return the result
     */
    static WinRate of(long gamesFirst, double winsFirst, long gamesSecond, double winsSecond, double seconds,
            int threads) {
        double first = winsFirst / gamesFirst;
        double second = winsSecond / gamesSecond;
        double rate = (first + second) / 2;
        double variance = (first * (1 - first) / gamesFirst + second * (1 - second) / gamesSecond) / 4;
        double margin = Z95 * Math.sqrt(variance);
        return new WinRate(gamesFirst + gamesSecond, winsFirst, winsSecond, rate, Math.max(0, rate - margin),
                Math.min(1, rate + margin), seconds, threads);
    }

    /**
     * Games played per second.
     *
     * @return the throughput
     */
    public double gamesPerSecond() {
        return seconds > 0 ? games / seconds : Double.POSITIVE_INFINITY;
    }

    /**
     * Whether a win rate lies in the confidence interval.
     *
     * @param rate a win rate
     * @return {@code true} if {@code low <= rate <= high}
     */
    public boolean contains(double rate) {
        return low <= rate && rate <= high;
    }
}
