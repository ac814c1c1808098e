package dev.hog.runner.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;

/** The door of heavy work: so many jobs run, so many wait, the rest are told the server is busy and when to ask. */
class HeavyWorkTest {
    private final CountDownLatch release = new CountDownLatch(1);

    /** Starts a job that runs until released, and returns once it runs. */
    private CompletableFuture<String> held(HeavyWork heavy) throws InterruptedException {
        CountDownLatch running = new CountDownLatch(1);
        CompletableFuture<String> job = CompletableFuture.supplyAsync(() -> heavy.run("a held job", () -> {
            running.countDown();
            await(release);
            return "done";
        }));
        running.await();
        return job;
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Test
    void aJobPastTheRunningAndTheWaitingIsToldTheServerIsBusyAndWhenToAskAgain() throws Exception {
        HeavyWork heavy = new HeavyWork(1, 0, 1, Duration.ofMinutes(1));
        CompletableFuture<String> first = held(heavy);

        assertThatThrownBy(() -> heavy.run("solving su20, goal 100", () -> "never"))
                .isInstanceOfSatisfying(Games.Busy.class, busy -> assertThat(busy.retryAfter()).isEqualTo(5))
                .hasMessage("the server is busy: 1 heavy jobs are running and 0 more waiting, so it cannot start"
                        + " solving su20, goal 100 now; ask again in 5 s");
        release.countDown();
        assertThat(first.join()).isEqualTo("done");
        assertThat(heavy.started()).isEqualTo(1);
    }

    @Test
    void aJobThatWaitsLongerThanTheWaitIsToldTheServerIsBusy() throws Exception {
        HeavyWork heavy = new HeavyWork(1, 1, 1, Duration.ofMillis(1));
        held(heavy);

        assertThatThrownBy(() -> heavy.run("drawing always:4", () -> "never")).isInstanceOf(Games.Busy.class);
        release.countDown();
        assertThat(heavy.started()).isEqualTo(1);
    }

    @Test
    void aWaitingJobRunsWhenARunningOneEnds() throws Exception {
        HeavyWork heavy = new HeavyWork(1, 1, 1, Duration.ofMinutes(1));
        CompletableFuture<String> first = held(heavy);
        CompletableFuture<String> second = CompletableFuture.supplyAsync(() -> heavy.run("the second", () -> "ran"));

        release.countDown();

        assertThat(first.join()).isEqualTo("done");
        assertThat(second.join()).isEqualTo("ran");
    }

    @Test
    void aJobInsideAJobIsPartOfItAndRunsAtOnce() {
        HeavyWork heavy = new HeavyWork(1, 0, 1, Duration.ZERO);

        assertThat(heavy.run("outer", () -> heavy.run("inner", () -> "both"))).isEqualTo("both");
    }

    @Test
    void aJobShortOfMemoryIsTheServerBusyNotAnError() {
        HeavyWork heavy = new HeavyWork(1, 0, 1, Duration.ZERO);

        assertThatThrownBy(() -> heavy.run("mapping the regret", () -> {
            throw new OutOfMemoryError("Java heap space");
        })).isInstanceOf(Games.Busy.class).hasMessage("the server ran short of memory mapping the regret; ask again"
                + " in 5 s");
        assertThat(heavy.run("the next", () -> "runs")).isEqualTo("runs");
    }

    @Test
    void aRequestFollowingAnothersJobGetsItsResultWithoutAJobOfItsOwn() throws Exception {
        HeavyWork heavy = new HeavyWork(1, 0, 1, Duration.ofMinutes(1));
        CompletableFuture<String> solving = new CompletableFuture<>();
        CompletableFuture<String> follower = CompletableFuture.supplyAsync(() -> heavy.await("solving su20",
                solving));

        solving.complete("solved");

        assertThat(follower.join()).isEqualTo("solved");
        assertThat(heavy.started()).isZero();
    }

    @Test
    void aFollowerPastTheMostIsToldTheServerIsBusy() {
        HeavyWork heavy = new HeavyWork(1, 0, 0, Duration.ofMinutes(1));

        assertThatThrownBy(() -> heavy.await("solving su20", new CompletableFuture<String>()))
                .isInstanceOf(Games.Busy.class);
        assertThat(heavy.await("solved", CompletableFuture.completedFuture("kept"))).isEqualTo("kept");
    }

    @Test
    void backgroundWorkLeavesATurnForTheRequests() throws Exception {
        HeavyWork heavy = new HeavyWork(2, 0, 1, Duration.ofMinutes(1));
        CountDownLatch running = new CountDownLatch(1);
        CompletableFuture<String> report = CompletableFuture.supplyAsync(() -> heavy.inBackground("a report", () -> {
            running.countDown();
            await(release);
            return "reported";
        }));
        running.await();
        CompletableFuture<String> odds = CompletableFuture.supplyAsync(() -> heavy.inBackground("odds",
                () -> "solved"));

        assertThat(heavy.run("a request's solve", () -> "answered")).isEqualTo("answered");
        assertThat(odds).isNotDone();
        release.countDown();
        assertThat(report.join()).isEqualTo("reported");
        assertThat(odds.join()).isEqualTo("solved");
    }
}
