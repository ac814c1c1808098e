package dev.hog.analysis;

import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Solves every pair of scores of a game in decreasing sum of the scores, on the calling thread and on helpers. A
 * pair's turn leads only to pairs of a higher sum (turns that keep the sum are iterated afterwards), so the pairs of
 * one sum can be solved in any order once every pair of the sums above is. Each sum's pairs are cut into a few chunks,
 * numbered from the highest sum down; a thread claims the next chunk, waits (briefly, spinning) until every chunk of
 * the sum above is done, and solves it.
 *
 * <p>The caller never waits for a helper to start: helpers that start late find nothing left to claim, and the
 * caller alone does every chunk when no helper starts at all. It waits only for chunks a running helper has claimed.
 * A failure in any thread stops the others and is rethrown to the caller.
 *
 * <p>Whatever the body wrote, on any thread, happens before {@link #run} returns: a thread counts a chunk done with
 * an atomic increment after solving it, and the caller returns only once it has read every chunk done. So the caller
 * may read, with plain reads, what each thread wrote on its own; what threads write to the same place is theirs to
 * order.
 */
final class LayerSweep {
    /** The body that solves one pair of scores. */
    @FunctionalInterface
    interface PairBody {
        void solve(int score, int opponent);

        /**
         * This body, or one that solves each pair from nothing but the values as they stand: what a pass in which
         * some turn keeps the sum of the scores needs, where a body may reuse what it worked out for pairs of higher
         * sums, since those may read values of their own sum or below not yet solved.
         */
        default PairBody fromCurrentValues() {
            return this;
        }
    }

    /** Chunks per sum and thread: enough that a thread that falls behind leaves work for the others. */
    private static final int CHUNKS_PER_THREAD = 2;
    /** Waits shorter than this many spins spin; longer ones yield. */
    private static final int SPINS = 1_000;

    private final int goal;
    private final PairBody body;
    /** Per chunk: its sum, and the first and last score of the mover it covers. */
    private final int[] chunkSum;
    private final int[] chunkLow;
    private final int[] chunkHigh;
    /** Per sum: its chunks, and how many of them are done. */
    private final int[] chunksOfSum;
    private final AtomicIntegerArray doneOfSum;
    private final AtomicInteger claimed = new AtomicInteger();
    /** The first failure; a second thread's failure must not replace it. */
    private final AtomicReference<Throwable> failure = new AtomicReference<>();

    private LayerSweep(int goal, int threads, PairBody body) {
        this.goal = goal;
        this.body = body;
        int sums = 2 * goal - 1;
        chunksOfSum = new int[sums];
        doneOfSum = new AtomicIntegerArray(sums);
        int total = 0;
        for (int sum = 0; sum < sums; sum++) {
            chunksOfSum[sum] = Math.min(pairs(sum), threads * CHUNKS_PER_THREAD);
            total += chunksOfSum[sum];
        }
        chunkSum = new int[total];
        chunkLow = new int[total];
        chunkHigh = new int[total];
        int chunk = 0;
        for (int sum = sums - 1; sum >= 0; sum--) {
            int low = Math.max(0, sum - goal + 1);
            int pairs = pairs(sum);
            for (int part = 0; part < chunksOfSum[sum]; part++) {
                chunkSum[chunk] = sum;
                chunkLow[chunk] = low + pairs * part / chunksOfSum[sum];
                chunkHigh[chunk] = low + pairs * (part + 1) / chunksOfSum[sum] - 1;
                chunk++;
            }
        }
    }

    /**
     * Solves every pair, highest sum first, with up to {@code helpers} helpers started on {@code executor}.
     *
     * @throws RuntimeException or {@link Error} whatever the body threw first
     */
    static void run(int goal, Executor executor, int helpers, PairBody body) {
        LayerSweep sweep = new LayerSweep(goal, helpers + 1, body);
        for (int i = 0; i < helpers; i++) {
            try {
                executor.execute(sweep::work);
            } catch (RejectedExecutionException closed) {
                break; // the pool is shutting down: the caller solves what is left
            }
        }
        sweep.work();
        sweep.awaitAll();
        Throwable failed = sweep.failure.get();
        if (failed instanceof RuntimeException runtime) {
            throw runtime;
        }
        if (failed instanceof Error error) {
            throw error;
        }
    }

    /** Solves every pair on the calling thread, highest sum first, and within a sum from the lowest mover's score. */
    static void serially(int goal, PairBody body) {
        for (int sum = 2 * goal - 2; sum >= 0; sum--) {
            for (int score = Math.max(0, sum - goal + 1); score <= Math.min(sum, goal - 1); score++) {
                body.solve(score, sum - score);
            }
        }
    }

    private int pairs(int sum) {
        return Math.min(sum, goal - 1) - Math.max(0, sum - goal + 1) + 1;
    }

    /** Claims and solves chunks until none is left or some thread failed. */
    private void work() {
        try {
            for (int chunk = claimed.getAndIncrement(); chunk < chunkSum.length && failure.get() == null;
                    chunk = claimed.getAndIncrement()) {
                int sum = chunkSum[chunk];
                if (!awaitSum(sum + 1)) {
                    return;
                }
                for (int score = chunkLow[chunk]; score <= chunkHigh[chunk]; score++) {
                    body.solve(score, sum - score);
                }
                doneOfSum.incrementAndGet(sum);
            }
        } catch (Throwable thrown) {
            failure.compareAndSet(null, thrown);
        }
    }

    /** Waits until every chunk of a sum is done; {@code false} if some thread failed first. */
    private boolean awaitSum(int sum) {
        if (sum >= chunksOfSum.length) {
            return true;
        }
        for (int spins = 0; doneOfSum.get(sum) < chunksOfSum[sum]; spins++) {
            if (failure.get() != null) {
                return false;
            }
            // A chunk takes microseconds once compiled: spin that long, then give the core to whoever needs it (the
            // compiler, early on, or the thread that holds the chunk).
            if (spins < SPINS) {
                Thread.onSpinWait();
            } else {
                Thread.yield();
            }
        }
        return true;
    }

    /** Waits until the chunks that helpers claimed are done, or some thread failed. */
    private void awaitAll() {
        for (int sum = 0; sum < chunksOfSum.length && failure.get() == null; sum++) {
            awaitSum(sum);
        }
    }
}
