package dev.hog.runner.commands;

import dev.hog.api.HogException;
import picocli.CommandLine.Option;

/** {@code --threads}: how many threads to work on, checked once. */
public final class ThreadsOption {
    /** At most this many threads per core: more only share the same cores. */
    static final int THREADS_PER_CORE = 4;

    @Option(names = "--threads", paramLabel = "T", description = "Threads to work on (default: every core).")
    private Integer threads;

    /**
     * The number of threads.
     *
     * @return the threads, every core's by default
     * @throws HogException if it is below 1 or above {@value #THREADS_PER_CORE} per core
     */
    int threads() {
        int cores = Runtime.getRuntime().availableProcessors();
        int value = threads == null ? cores : threads;
        int most = THREADS_PER_CORE * cores;
        if (value < 1 || value > most) {
            throw new HogException("--threads must be from 1 to " + most + " (" + THREADS_PER_CORE + " per core, on "
                    + cores + " core" + (cores == 1 ? "" : "s") + " here); not " + value);
        }
        return value;
    }
}
