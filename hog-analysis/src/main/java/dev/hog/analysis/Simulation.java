package dev.hog.analysis;

import dev.hog.api.API;
import dev.hog.api.Dice;
import dev.hog.api.Game;
import dev.hog.api.Rules;
import dev.hog.api.Strategy;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongConsumer;

/**
 * Monte Carlo win rates: strategy A against strategy B, half the games with A moving first and half with A second,
 * played through the same {@link Game} engine and rules as everything else in the SDK. A game's result counts by the
 * SDK's one rule of who won ({@link dev.hog.api.Outcome}): a tie is half a win.
 *
 * <p>The games are split into fixed chunks, each with fair dice seeded from the simulation's seed and the chunk's
 * number, and threads take chunks as they come. The result depends on the seed and the number of games only, not on
 * the number of threads or how the chunks were shared.
 *
 * <p>The strategies are called from every thread at once, so they must be thread-safe; every named strategy, table
 * and exact strategy is.
 */
@API(status = API.Status.STABLE, since = "1.0")
public final class Simulation {
    /** Games per seat in one chunk: large enough to keep threads busy, small enough to share out evenly. */
    static final int CHUNK = 1 << 13;

    private final Rules rules;
    private final Strategy a;
    private final Strategy b;

    /**
     * A simulation of A against B.
     *
     * @param rules the game: the rules in force and the goal
     * @param a the strategy whose win rate is measured
     * @param b its opponent
     */
    public Simulation(Rules rules, Strategy a, Strategy b) {
        this.rules = Objects.requireNonNull(rules, "rules");
        this.a = Objects.requireNonNull(a, "a");
        this.b = Objects.requireNonNull(b, "b");
    }

    /**
     * Plays the games.
     *
     * @param games how many games, at least 2; an odd number is rounded up so both seats play alike
     * @param seed the seed
     * @param threads how many threads, at least 1
     * @param progress told, from any thread, how many games are done after each chunk; may be {@code null}
     * @return A's win rate
     * @throws IllegalArgumentException if games or threads are out of range
     */
    public WinRate run(long games, long seed, int threads, LongConsumer progress) {
        if (games < 2 || threads < 1) {
            throw new IllegalArgumentException("A simulation needs at least 2 games and 1 thread, not " + games
                    + " games on " + threads + " threads");
        }
        long perSeat = (games + 1) / 2;
        int chunks = (int) ((perSeat + CHUNK - 1) / CHUNK);
        long[] seeds = new long[chunks];
        SplittableRandom root = new SplittableRandom(seed);
        for (int i = 0; i < chunks; i++) {
            seeds[i] = root.nextLong();
        }
        double[] winsFirst = new double[chunks];
        double[] winsSecond = new double[chunks];
        AtomicInteger nextChunk = new AtomicInteger();
        AtomicLong done = new AtomicLong();
        long start = System.nanoTime();
        Runnable worker = () -> {
            for (int chunk = nextChunk.getAndIncrement(); chunk < chunks; chunk = nextChunk.getAndIncrement()) {
                long size = Math.min(CHUNK, perSeat - (long) chunk * CHUNK);
                Dice dice = Dice.fair(seeds[chunk]);
                Game first = Game.builder(rules).players(a, b).dice(dice).build();
                Game second = Game.builder(rules).players(b, a).dice(dice).build();
                double wonFirst = 0;
                double wonSecond = 0;
                for (long game = 0; game < size; game++) {
                    wonFirst += first.finalScores().outcome(0).value();
                    wonSecond += second.finalScores().outcome(1).value();
                }
                winsFirst[chunk] = wonFirst;
                winsSecond[chunk] = wonSecond;
                long total = done.addAndGet(2 * size);
                if (progress != null) {
                    progress.accept(total);
                }
            }
        };
        runOn(threads, worker);
        double seconds = (System.nanoTime() - start) / 1e9;
        double first = 0;
        double second = 0;
        for (int i = 0; i < chunks; i++) {
            first += winsFirst[i];
            second += winsSecond[i];
        }
        return WinRate.of(perSeat, first, perSeat, second, seconds, threads);
    }

    private static void runOn(int threads, Runnable worker) {
        if (threads == 1) {
            worker.run();
            return;
        }
        List<Thread> started = new ArrayList<>();
        RuntimeException[] failure = new RuntimeException[1];
        for (int i = 0; i < threads; i++) {
            Thread thread = new Thread(worker, "hog-simulation-" + i);
            thread.setUncaughtExceptionHandler((t, e) -> {
                synchronized (failure) {
                    if (failure[0] == null) {
                        failure[0] = e instanceof RuntimeException runtime ? runtime : new IllegalStateException(e);
                    }
                }
            });
            thread.start();
            started.add(thread);
        }
        for (Thread thread : started) {
            try {
                thread.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("Interrupted while simulating", e);
            }
        }
        synchronized (failure) {
            if (failure[0] != null) {
                throw failure[0];
            }
        }
    }
}
