package dev.hog.analysis;

import dev.hog.api.API;
import java.util.List;
import java.util.Objects;

/**
 * The result of a simulation: strategy A's win rate against strategy B, averaged over both seats, with its 95%
 * confidence interval.
 *
 * <p>Immutable and thread-safe. Only a {@link Simulation} makes win rates. Two are equal when their games, wins, rates
 * and intervals are; how the games were played (the time taken, the threads) is not part of a result's identity, as a
 * simulation's result depends on its seed and number of games only.
 */
@API(status = API.Status.STABLE, since = "1.0")
public final class WinRate {
    /** The normal quantile of a two-sided 95% interval. */
    private static final double Z95 = 1.959963984540054;

    private final long games;
    private final double winsFirst;
    private final double winsSecond;
    private final double winRate;
    private final double low;
    private final double high;
    private final double seconds;
    private final int threads;

    private WinRate(long games, double winsFirst, double winsSecond, double winRate, double low, double high,
            double seconds, int threads) {
        this.games = games;
        this.winsFirst = winsFirst;
        this.winsSecond = winsSecond;
        this.winRate = winRate;
        this.low = low;
        this.high = high;
        this.seconds = seconds;
        this.threads = threads;
    }

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
     * The win rate of several simulations' games taken together, as of a strategy that plays a different table in
     * each part (a random strategy, by draws of its choices): the wins and games of each seat are added up, and the
     * interval is that of so many games. The seconds are the parts' sum, and the threads the most any part used.
     *
     * @param parts the simulations' win rates, each from {@link Simulation#run}, at least one
     * @return their games' win rate
     * @throws IllegalArgumentException if there are no parts
     */
    @API(status = API.Status.STABLE, since = "2.0")
    public static WinRate pooled(List<WinRate> parts) {
        if (parts.isEmpty()) {
            throw new IllegalArgumentException("A pooled win rate needs at least one part");
        }
        long gamesFirst = 0;
        long gamesSecond = 0;
        double winsFirst = 0;
        double winsSecond = 0;
        double seconds = 0;
        int threads = 1;
        for (WinRate part : parts) {
            // A simulation plays one more game first than second when the games are odd.
            gamesFirst += (part.games + 1) / 2;
            gamesSecond += part.games / 2;
            winsFirst += part.winsFirst;
            winsSecond += part.winsSecond;
            seconds += part.seconds;
            threads = Math.max(threads, part.threads);
        }
        return of(gamesFirst, winsFirst, gamesSecond, winsSecond, seconds, threads);
    }

    /**
     * The games played.
     *
     * @return the games, half with A moving first
     */
    public long games() {
        return games;
    }

    /**
     * A's wins moving first.
     *
     * @return the games A won moving first, a tie counting half
     */
    public double winsFirst() {
        return winsFirst;
    }

    /**
     * A's wins moving second.
     *
     * @return the games A won moving second, a tie counting half
     */
    public double winsSecond() {
        return winsSecond;
    }

    /**
     * A's win rate.
     *
     * @return the mean of its rates moving first and moving second
     */
    public double winRate() {
        return winRate;
    }

    /**
     * The lower end of the 95% confidence interval.
     *
     * @return the lower bound, at least 0
     */
    public double low() {
        return low;
    }

    /**
     * The upper end of the 95% confidence interval.
     *
     * @return the upper bound, at most 1
     */
    public double high() {
        return high;
    }

    /**
     * How long the games took. Not part of {@link #equals(Object)}.
     *
     * @return the time, in seconds
     */
    public double seconds() {
        return seconds;
    }

    /**
     * How many threads played the games. Not part of {@link #equals(Object)}.
     *
     * @return the threads
     */
    public int threads() {
        return threads;
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

    /**
     * Whether another object is a result with the same games, wins, rate and interval; the time taken and the threads
     * are ignored.
     *
     * @param other the object to compare with
     * @return {@code true} if it is an equal result
     */
    @Override
    public boolean equals(Object other) {
        return other instanceof WinRate that && games == that.games
                && Double.compare(winsFirst, that.winsFirst) == 0 && Double.compare(winsSecond, that.winsSecond) == 0
                && Double.compare(winRate, that.winRate) == 0 && Double.compare(low, that.low) == 0
                && Double.compare(high, that.high) == 0;
    }

    /**
     * A hash of what {@link #equals(Object)} compares.
     *
     * @return the hash
     */
    @Override
    public int hashCode() {
        return Objects.hash(games, winsFirst, winsSecond, winRate, low, high);
    }

    /**
     * Every part, the time and threads included, for messages.
     *
     * @return {@code WinRate[games=..., winsFirst=..., ...]}
     */
    @Override
    public String toString() {
        return "WinRate[games=" + games + ", winsFirst=" + winsFirst + ", winsSecond=" + winsSecond + ", winRate="
                + winRate + ", low=" + low + ", high=" + high + ", seconds=" + seconds + ", threads=" + threads + "]";
    }
}
