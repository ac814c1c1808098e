package dev.hog.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class LayerSweepTest {
    private static final int GOAL = 60;

    private final ExecutorService threads = Executors.newFixedThreadPool(3);

    @AfterEach
    void stop() {
        threads.shutdownNow();
    }

    @Test
    void solvesEveryPairOnceAndOnlyAfterEveryPairOfHigherSums() {
        AtomicIntegerArray solvedAt = new AtomicIntegerArray(GOAL * GOAL);
        AtomicInteger clock = new AtomicInteger();
        AtomicInteger early = new AtomicInteger();
        LayerSweep.run(GOAL, threads, 3, (score, opponent) -> {
            // Every pair of the next higher sum must be solved already.
            int above = score + opponent + 1;
            for (int s = Math.max(0, above - GOAL + 1); s <= Math.min(above, GOAL - 1); s++) {
                if (solvedAt.get(s * GOAL + above - s) == 0) {
                    early.incrementAndGet();
                }
            }
            busy();
            assertThat(solvedAt.getAndSet(score * GOAL + opponent, clock.incrementAndGet())).isZero();
        });
        assertThat(early).hasValue(0);
        assertThat(clock).hasValue(GOAL * GOAL);
        for (int i = 0; i < GOAL * GOAL; i++) {
            assertThat(solvedAt.get(i)).isPositive();
        }
    }

    @Test
    void theCallerSolvesEverythingWhenNoHelperStarts() {
        AtomicInteger solved = new AtomicInteger();
        Thread caller = Thread.currentThread();
        LayerSweep.run(GOAL, task -> { }, 4, (score, opponent) -> {
            assertThat(Thread.currentThread()).isSameAs(caller);
            solved.incrementAndGet();
        });
        assertThat(solved).hasValue(GOAL * GOAL);
    }

    @Test
    void aFailureInAnyThreadStopsTheSweepAndReachesTheCaller() {
        AtomicInteger after = new AtomicInteger();
        assertThatThrownBy(() -> LayerSweep.run(GOAL, threads, 3, (score, opponent) -> {
            if (score + opponent < 50) {
                after.incrementAndGet();
            }
            if (score == 30 && opponent == 30) {
                throw new IllegalStateException("no legal choice at 30-30");
            }
            busy();
        })).isInstanceOf(IllegalStateException.class).hasMessage("no legal choice at 30-30");
        // Sums below 60 wait for 30-30, which never finishes: nothing of sum 49 or lower is reached.
        assertThat(after).hasValue(0);
    }

    /** A little work, so that the threads overlap. */
    private static void busy() {
        double x = 0;
        for (int i = 0; i < 200; i++) {
            x += Math.sqrt(i);
        }
        if (x < 0) {
            throw new AssertionError();
        }
    }
}
