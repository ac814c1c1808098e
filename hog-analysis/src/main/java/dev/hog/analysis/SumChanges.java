package dev.hog.analysis;

import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * What the turns of one solve did to the sum of the scores: whether some turn that did not end the game left the sum
 * as it was, which makes the one pass in decreasing sum inexact, or lowered it. Each thread notes its own turns in its
 * own {@link Note}, so that no thread's note can overwrite another's and the threads' loops write nothing that the
 * other threads read; the notes are read together once the threads are joined.
 */
final class SumChanges {
    /** Every thread's note, each added by its thread before the thread writes it. */
    private final Queue<Note> everyThreads = new ConcurrentLinkedQueue<>();
    private final ThreadLocal<Note> notes = ThreadLocal.withInitial(() -> {
        Note mine = new Note();
        everyThreads.add(mine);
        return mine;
    });

    /** One thread's note. Only the thread that owns it writes it. */
    static final class Note {
        boolean kept;
        boolean falls;
    }

    /** This thread's note. */
    Note mine() {
        return notes.get();
    }

    /**
     * Whether some turn noted so far, on any thread, left the sum of the scores as it was or lowered it. Read only once
     * the threads that noted turns are joined: {@link LayerSweep#run} returns after every pair its helpers solved, so
     * what they noted is seen here.
     */
    boolean kept() {
        for (Note thread : everyThreads) {
            if (thread.kept) {
                return true;
            }
        }
        return false;
    }

    /** Whether some turn noted so far, on any thread, lowered the sum; as {@link #kept()}. */
    boolean falls() {
        for (Note thread : everyThreads) {
            if (thread.falls) {
                return true;
            }
        }
        return false;
    }
}
