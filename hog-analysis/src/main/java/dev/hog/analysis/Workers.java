package dev.hog.analysis;

import dev.hog.api.EngineLimitException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntConsumer;

/**
 * Tasks run on a pool of daemon threads that is shut down before the run returns, as the analyses share out their
 * work; one thread, or one task, runs on the caller.
 *
 * <p>The results come in the order of the tasks; {@code done} is told, on the calling thread and in that order, the
 * index of each as its result is known. The first task to fail, in that order, fails the whole with what it threw;
 * the tasks not yet started are dropped, and those under way are interrupted (one that does not read interrupts, as
 * a solve does not, runs on to its end on its daemon thread). A caller interrupted while it waits gets an
 * {@link EngineLimitException}, as every interrupted analysis does.
 */
final class Workers {
    private Workers() {
    }

    /**
     * Runs the tasks, as many at once as there are threads.
     *
     * @param work what the work is, in its threads' names ({@code hog-analysis}) and in the message of an
     *     interruption ("The analysis was interrupted")
     */
    static <T> List<T> run(String work, int threads, List<? extends Callable<T>> tasks, IntConsumer done) {
        List<T> results = new ArrayList<>(tasks.size());
        if (threads <= 1 || tasks.size() <= 1) {
            for (Callable<T> task : tasks) {
                results.add(call(task));
                done.accept(results.size() - 1);
            }
            return results;
        }
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(threads, tasks.size()), task -> {
            Thread thread = new Thread(task, "hog-" + work);
            thread.setDaemon(true);
            return thread;
        });
        try {
            List<Future<T>> futures = new ArrayList<>(tasks.size());
            for (Callable<T> task : tasks) {
                futures.add(pool.submit(task));
            }
            for (Future<T> future : futures) {
                results.add(future.get());
                done.accept(results.size() - 1);
            }
            return results;
        } catch (ExecutionException failed) {
            throw rethrown(failed.getCause());
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            throw new EngineLimitException("The " + work + " was interrupted", interrupted);
        } finally {
            pool.shutdownNow();
        }
    }

    private static <T> T call(Callable<T> task) {
        try {
            return task.call();
        } catch (Exception failed) {
            throw rethrown(failed);
        }
    }

    /** What a task threw, to be thrown again: unchecked as it was, a checked exception wrapped. */
    private static RuntimeException rethrown(Throwable cause) {
        if (cause instanceof RuntimeException runtime) {
            return runtime;
        }
        if (cause instanceof Error error) {
            throw error;
        }
        return new IllegalStateException(cause);
    }
}
