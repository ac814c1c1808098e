package dev.hog.runner.io;

import java.io.PrintWriter;
import java.util.function.LongConsumer;
import java.util.function.LongSupplier;

/**
 * A progress bar on standard error for work that takes more than a second, redrawn in place: nothing at all for
 * quicker work, or when nobody watches a terminal. Safe to update from several threads.
 */
public final class ProgressBar implements LongConsumer {
    private static final long DELAY_NANOS = 1_000_000_000L;
    private static final int WIDTH = 40;

    private final PrintWriter err;
    private final long total;
    private final LongSupplier clock;
    private final long start;
    private int drawn = -1;

    /**
     * A progress bar.
     *
     * @param err where to draw it
     * @param total the amount of work
     * @param clock nanoseconds, such as {@code System::nanoTime}
     */
    public ProgressBar(PrintWriter err, long total, LongSupplier clock) {
        this.err = err;
        this.total = total;
        this.clock = clock;
        this.start = clock.getAsLong();
    }

    /**
     * Records how much work is done, and redraws the bar when it has grown.
     *
     * @param done the work done so far
     */
    @Override
    public synchronized void accept(long done) {
        if (clock.getAsLong() - start < DELAY_NANOS) {
            return;
        }
        int percent = (int) (100 * done / total);
        if (percent > drawn) {
            drawn = percent;
            int filled = WIDTH * percent / 100;
            err.print("\r[" + "#".repeat(filled) + " ".repeat(WIDTH - filled) + "] " + percent + "%");
            err.flush();
        }
    }

    /** Clears the bar, if it was drawn, so that what follows starts on a clean line. */
    public synchronized void finish() {
        if (drawn >= 0) {
            err.print("\r" + " ".repeat(WIDTH + 8) + "\r");
            err.flush();
        }
    }
}
