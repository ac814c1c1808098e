package dev.hog.runner.web;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Queue;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.util.Callback;

/**
 * One follower of a lobby game: a response that stays open as a stream of server-sent events, written without holding
 * a thread. Events wait in a queue while one is written; a follower whose queue passes {@value #MOST_WAITING} events
 * reads too slowly to keep, and its stream is ended (its browser reconnects, and gets what it missed). A stream whose
 * client went away ends at its next write, at the latest with the next heartbeat.
 *
 * <p>{@link #send} may be called under a game's lock; nothing here takes a game's lock, so a write that completes or
 * fails on another thread never waits for one.
 */
final class Follower {
    /** The most events waiting to be written before a follower is given up on. */
    static final int MOST_WAITING = 64;

    private final Exchange exchange;
    private final Runnable onEnd;
    private final Queue<ByteBuffer> waiting = new ArrayDeque<>();
    private boolean writing;
    private boolean ended;
    private boolean finished;
    /** The turns of the game this follower has had; read and written under the game's lock. */
    int had;

    /**
     * Starts a stream of events as the answer to a request.
     *
     * @param exchange the request
     * @param onEnd run once, when the stream ends
     */
    Follower(Exchange exchange, Runnable onEnd) {
        this.exchange = exchange;
        this.onEnd = onEnd;
        exchange.response().setStatus(200);
        exchange.response().getHeaders().put(HttpHeader.CONTENT_TYPE, "text/event-stream; charset=utf-8");
        exchange.response().getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
        exchange.response().getHeaders().put("X-Content-Type-Options", "nosniff");
        // A proxy in front of the server must pass each event on as it comes.
        exchange.response().getHeaders().put("X-Accel-Buffering", "no");
        exchange.request().addFailureListener(failure -> fail(failure));
    }

    /**
     * Queues an event, or a comment line, and writes it when the ones before it are written.
     *
     * @param text the event, ending with a blank line
     */
    void send(String text) {
        synchronized (this) {
            if (ended) {
                return;
            }
            if (waiting.size() < MOST_WAITING) {
                waiting.add(ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8)));
                if (!writing) {
                    writeNext();
                }
                return;
            }
        }
        end();
    }

    /** Whether the stream has ended, or is ending. */
    synchronized boolean closed() {
        return ended;
    }

    /** Ends the stream once the event being written is: the response completes, and an EventSource reconnects. */
    void end() {
        synchronized (this) {
            if (ended) {
                return;
            }
            ended = true;
            waiting.clear();
            if (writing) {
                return;
            }
        }
        finish(null);
    }

    /** Writes the next event waiting, if any. Under this follower's lock. */
    private void writeNext() {
        ByteBuffer next = waiting.poll();
        if (next == null) {
            return;
        }
        writing = true;
        exchange.response().write(false, next, Callback.from(this::written, this::fail));
    }

    private void written() {
        synchronized (this) {
            writing = false;
            if (!ended) {
                writeNext();
                return;
            }
        }
        finish(null);
    }

    private void fail(Throwable failure) {
        synchronized (this) {
            ended = true;
            writing = false;
            waiting.clear();
        }
        finish(failure);
    }

    /** Completes the response, once. */
    private void finish(Throwable failure) {
        synchronized (this) {
            if (finished) {
                return;
            }
            finished = true;
        }
        onEnd.run();
        if (failure == null) {
            exchange.response().write(true, ByteBuffer.allocate(0), exchange.callback());
        } else {
            exchange.callback().failed(failure);
        }
    }
}
