package dev.hog.runner.commands;

import dev.hog.api.HogException;
import java.util.SplittableRandom;
import picocli.CommandLine.Option;

/** How many games a simulation plays, from which seed, on how many threads. */
public final class SimulationOptions {
    @Option(names = "--games", paramLabel = "N", description = "Games to play, half with each player first.")
    private Long games;

    @Option(names = "--seed", paramLabel = "S", description = "The seed (default: a new one, printed); the same seed"
            + " and number of games give the same result on any number of threads.")
    private Long seed;

    @Option(names = "--threads", paramLabel = "T", description = "Threads to play on (default: every core).")
    private Integer threads;

    /**
     * The number of games.
     *
     * @param defaultGames the number when none is given
     * @return the number of games
     */
    long games(long defaultGames) {
        long value = games == null ? defaultGames : games;
        if (value < 2) {
            throw new HogException("--games must be at least 2, not " + value);
        }
        return value;
    }

    /**
     * The seed: the one given, or a new one.
     *
     * @return the seed
     */
    long seed() {
        return seed != null ? seed : new SplittableRandom().nextLong() >>> 1;
    }

    /**
     * The number of threads.
     *
     * @return the threads
     */
    int threads() {
        int value = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        if (value < 1) {
            throw new HogException("--threads must be at least 1, not " + value);
        }
        return value;
    }
}
