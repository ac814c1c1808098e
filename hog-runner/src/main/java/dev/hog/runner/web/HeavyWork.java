package dev.hog.runner.web;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/**
 * The one door of the server's heavy work: solves, strategy and regret maps, reports and odds. At most so many jobs
 * run at once, so that the memory they take together stays within the server's budget (each job's game is bounded by
 * {@link StateCap}); so many more requests may wait for a turn, each for a bounded time; a request past those, or one
 * that waited its time out, is answered 503 with when to ask again ({@link Games.Busy}). A request's thread is held
 * only while its job runs or waits its turn, so the requests that wait are bounded too, and the threads left answer
 * the page's light requests. Requests for the result of a job already running, such as a room of clients starting
 * games of the same set-up, wait for it without a job of their own; so many of them at most, each for the bounded
 * time.
 *
 * <p>Work in the background (odds, reports) takes a turn to run as requests do, but waits for it as long as it takes:
 * its own queue bounds it. It takes at most all turns but one, so that a report that solves a hundred goals never
 * leaves the requests without a turn. A job run from inside a job is part of it and runs at once.
 *
 * <p>Thread-safe.
 */
final class HeavyWork {
    /** The seconds a client told the server is busy is asked to wait. */
    static final int RETRY_AFTER = 5;

    private final int running;
    private final int waiting;
    private final Duration maxWait;
    /** Requests with a job running or waiting to run. */
    private final Semaphore admitted;
    /** Requests waiting on another's job. */
    private final Semaphore followers;
    /** Jobs running. */
    private final Semaphore turns;
    /** Background jobs running: all turns but one, if there are two or more. */
    private final Semaphore background;
    private final ThreadLocal<Boolean> inJob = ThreadLocal.withInitial(() -> false);
    private final AtomicLong started = new AtomicLong();

    /**
     * Heavy work bounded so.
     *
     * @param running the most jobs running at once, at least 1
     * @param waiting the most requests waiting for a turn besides, 0 or more
     * @param following the most requests waiting on another's job, 0 or more
     * @param maxWait how long a request waits for a turn before it is told the server is busy
     * @throws IllegalArgumentException if a bound is out of range
     */
    HeavyWork(int running, int waiting, int following, Duration maxWait) {
        if (running < 1 || waiting < 0 || following < 0 || maxWait.isNegative()) {
            throw new IllegalArgumentException("heavy work needs at least 1 job running, 0 or more waiting and a wait"
                    + " of 0 or more, not " + running + ", " + waiting + " and " + maxWait);
        }
        this.running = running;
        this.waiting = waiting;
        this.maxWait = maxWait;
        this.admitted = new Semaphore(running + waiting);
        this.followers = new Semaphore(following);
        this.turns = new Semaphore(running);
        this.background = new Semaphore(Math.max(1, running - 1));
    }

    /**
     * Heavy work for this machine: a job per core, twice as many waiting, each for up to 10 s.
     *
     * @param following the most requests waiting on another's job: fewer than the server's threads, so that some
     *     are left for light requests
     * @return the heavy work
     */
    static HeavyWork forThisMachine(int following) {
        int cores = Math.max(1, Runtime.getRuntime().availableProcessors());
        return new HeavyWork(cores, 2 * cores, following, Duration.ofSeconds(10));
    }

    /** The most jobs running at once. */
    int running() {
        return running;
    }

    /** The jobs started so far, for tests that check work was refused before it began. */
    long started() {
        return started.get();
    }

    /**
     * Runs a request's job in its turn, in the request's thread.
     *
     * @param what the job, as the busy message names it, such as {@code solving su20, goal 100}
     * @param job the job
     * @return what the job returns
     * @throws Games.Busy if the jobs running and waiting are at their most, or no turn came within the wait, or the
     *     job ran short of memory
     */
    <T> T run(String what, Supplier<T> job) {
        if (inJob.get()) {
            return job.get();
        }
        if (!admitted.tryAcquire()) {
            throw busy(what);
        }
        try {
            if (!turns.tryAcquire(maxWait.toNanos(), TimeUnit.NANOSECONDS)) {
                throw busy(what);
            }
            try {
                return guarded(what, job);
            } finally {
                turns.release();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw busy(what);
        } finally {
            admitted.release();
        }
    }

    /**
     * Waits for a job another request started, such as the same game's solve, as one of its followers.
     *
     * @param what the job, as the busy message names it
     * @param job the other's job
     * @return its result
     * @throws Games.Busy if the followers are at their most, or the job did not end within the wait
     * @throws RuntimeException the job's own failure
     */
    <T> T await(String what, CompletableFuture<T> job) {
        if (job.isDone()) {
            return join(job);
        }
        if (!followers.tryAcquire()) {
            throw busy(what);
        }
        try {
            return job.get(maxWait.toNanos(), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            throw busy(what);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw busy(what);
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException cause ? cause : new CompletionException(e.getCause());
        } finally {
            followers.release();
        }
    }

    /**
     * Runs background work in its turn, waiting for the turn as long as it takes.
     *
     * @param what the job, for the message if it runs short of memory
     * @param job the job
     * @return what the job returns
     * @throws Games.Busy if the job ran short of memory, or the wait was interrupted
     */
    <T> T inBackground(String what, Supplier<T> job) {
        if (inJob.get()) {
            return job.get();
        }
        try {
            background.acquire();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw busy(what);
        }
        try {
            turns.acquire();
            try {
                return guarded(what, job);
            } finally {
                turns.release();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw busy(what);
        } finally {
            background.release();
        }
    }

    private <T> T guarded(String what, Supplier<T> job) {
        started.incrementAndGet();
        inJob.set(true);
        try {
            return job.get();
        } catch (OutOfMemoryError e) {
            // The budget is for the jobs the server lets run; should the heap still run short, the job's tables are
            // garbage now and the client is told to come back, rather than given half an answer or Jetty's page.
            throw new Games.Busy("the server ran short of memory " + what + "; ask again in " + RETRY_AFTER + " s",
                    RETRY_AFTER);
        } finally {
            inJob.set(false);
        }
    }

    private Games.Busy busy(String what) {
        return new Games.Busy("the server is busy: " + running + " heavy jobs are running and " + waiting
                + " more waiting, so it cannot start " + what + " now; ask again in " + RETRY_AFTER + " s",
                RETRY_AFTER);
    }

    private static <T> T join(CompletableFuture<T> job) {
        try {
            return job.join();
        } catch (CompletionException e) {
            throw e.getCause() instanceof RuntimeException cause ? cause : e;
        }
    }
}
