package dev.hog.runner.commands;

import dev.hog.analysis.Simulation;
import dev.hog.api.HogException;
import java.util.Locale;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** How many games a simulation plays, on how many threads; each value is checked here, once. */
public final class SimulationOptions {
    /** At most this many threads per core: more only share the same cores. */
    static final int THREADS_PER_CORE = 4;

    @Option(names = "--games", paramLabel = "N", description = "Games to play, half with each player first.")
    private Long games;

    @Mixin
    private ThreadsOption threads;

    /**
     * The number of games.
     *
     * @param defaultGames the number when none is given
     * @return the number of games
     * @throws HogException if it is below 2 or above {@link Simulation#MAX_GAMES}
     */
    long games(long defaultGames) {
        long value = games == null ? defaultGames : games;
        if (value < 2 || value > Simulation.MAX_GAMES) {
            throw new HogException(String.format(Locale.ROOT, "--games must be from 2 to %,d (2^52, the most a"
                    + " simulation counts exactly); not %,d", Simulation.MAX_GAMES, value));
        }
        return value;
    }

    /**
     * The number of threads.
     *
     * @return the threads
     * @throws HogException if it is out of range
     */
    int threads() {
        return threads.threads();
    }
}
