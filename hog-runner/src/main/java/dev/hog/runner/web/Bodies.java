package dev.hog.runner.web;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.function.Consumer;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Request;

/**
 * Reads a request's body as it arrives, without holding a thread while the client is slow: each time no bytes are
 * ready, the reader asks to be called back when some are and returns its thread to the pool.
 */
final class Bodies implements Runnable {
    /** What became of a body. */
    interface Reading {
        /** The whole body arrived. */
        void body(byte[] body);

        /** The body is larger than the most allowed; the rest is not read. */
        void tooLarge();

        /** The body stopped arriving: the client went away, or sent nothing for the idle timeout. */
        void failed(Throwable failure);
    }

    private final Request request;
    private final int max;
    private final Reading reading;
    private byte[] bytes = new byte[1024];
    private int length;

    private Bodies(Request request, int max, Reading reading) {
        this.request = request;
        this.max = max;
        this.reading = reading;
    }

    /**
     * Reads a body and tells what became of it, on whichever thread the last bytes arrive.
     *
     * @param request the request
     * @param max the most bytes allowed
     * @param reading told once: the body, too large, or failed
     */
    static void read(Request request, int max, Reading reading) {
        new Bodies(request, max, reading).run();
    }

    /**
     * A reading that answers a failure with a consumer and a body with another.
     *
     * @param body given the whole body
     * @param tooLarge run if the body is larger than allowed
     * @param failed given why the body stopped arriving
     * @return the reading
     */
    static Reading of(Consumer<byte[]> body, Runnable tooLarge, Consumer<Throwable> failed) {
        return new Reading() {
            @Override
            public void body(byte[] whole) {
                body.accept(whole);
            }

            @Override
            public void tooLarge() {
                tooLarge.run();
            }

            @Override
            public void failed(Throwable failure) {
                failed.accept(failure);
            }
        };
    }

    @Override
    public void run() {
        while (true) {
            Content.Chunk chunk = request.read();
            if (chunk == null) {
                request.demand(this);
                return;
            }
            if (Content.Chunk.isFailure(chunk)) {
                reading.failed(chunk.getFailure());
                return;
            }
            ByteBuffer buffer = chunk.getByteBuffer();
            int size = buffer.remaining();
            if (length + size > max) {
                chunk.release();
                reading.tooLarge();
                return;
            }
            if (length + size > bytes.length) {
                bytes = Arrays.copyOf(bytes, Math.min(max, Math.max(length + size, bytes.length * 2)));
            }
            buffer.get(bytes, length, size);
            length += size;
            boolean last = chunk.isLast();
            chunk.release();
            if (last) {
                reading.body(Arrays.copyOf(bytes, length));
                return;
            }
        }
    }
}
