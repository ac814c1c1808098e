package dev.hog.runner.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import dev.hog.runner.io.Json;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * One request and what answers it, and the one way the server writes an answer: whole, with its length, never cached
 * and never sniffed for another type than it says.
 *
 * @param request the request
 * @param response its response
 * @param callback told when the response is written
 */
record Exchange(Request request, Response response, Callback callback) {
    /** The type of the server's JSON answers. */
    static final String JSON = "application/json";

    /**
     * The request's path, decoded.
     *
     * @return such as {@code /api/v2/games}
     */
    String path() {
        return Request.getPathInContext(request);
    }

    /**
     * The request as the log names it.
     *
     * @return such as {@code POST /api/v2/games}
     */
    String described() {
        return request.getMethod() + " " + path();
    }

    /**
     * Answers with a value as JSON.
     *
     * @param status the HTTP status
     * @param value the value
     */
    void json(int status, Object value) {
        if (value instanceof Api.Written written) {
            send(status, JSON, written.bytes());
            return;
        }
        byte[] body;
        try {
            body = Json.mapper().writeValueAsBytes(value);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
        send(status, JSON, body);
    }

    /**
     * Answers with the server's form of an error, {@code {"error":"..."}}.
     *
     * @param status the HTTP status, 4xx or 5xx
     * @param message what was wrong, in one sentence
     */
    void error(int status, String message) {
        json(status, new Api.Error(message));
    }

    /**
     * Answers with bytes.
     *
     * @param status the HTTP status
     * @param type the content type
     * @param body the bytes
     */
    void send(int status, String type, byte[] body) {
        response.setStatus(status);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, type);
        response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
        response.getHeaders().put("X-Content-Type-Options", "nosniff");
        response.getHeaders().put(HttpHeader.CONTENT_LENGTH, body.length);
        response.write(true, ByteBuffer.wrap(body), callback);
    }
}
