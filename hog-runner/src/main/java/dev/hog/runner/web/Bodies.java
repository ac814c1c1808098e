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
    private final Request request;
    private final int max;
    private final Consumer<byte[]> body;
    private final Runnable tooLarge;
    private final Consumer<Throwable> failed;
    private byte[] bytes = new byte[1024];
    private int length;

    private Bodies(Request request, int max, Consumer<byte[]> body, Runnable tooLarge, Consumer<Throwable> failed) {
        this.request = request;
        this.max = max;
        this.body = body;
        this.tooLarge = tooLarge;
        this.failed = failed;
    }

    /**
     * Reads a body and tells what became of it, once, on whichever thread the last bytes arrive.
     *
     * @param request the request
     * @param max the most bytes allowed
     * @param body given the whole body
     * @param tooLarge run if the body is larger than {@code max}; the rest is not read
     * @param failed given why the body stopped arriving: the client went away, or sent nothing for the idle timeout
     */
    static void read(Request request, int max, Consumer<byte[]> body, Runnable tooLarge,
            Consumer<Throwable> failed) {
        new Bodies(request, max, body, tooLarge, failed).run();
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
                failed.accept(chunk.getFailure());
                return;
            }
            ByteBuffer buffer = chunk.getByteBuffer();
            int size = buffer.remaining();
            if (length + size > max) {
                chunk.release();
                tooLarge.run();
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
                body.accept(Arrays.copyOf(bytes, length));
                return;
            }
        }
    }
}
