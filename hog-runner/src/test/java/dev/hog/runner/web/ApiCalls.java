package dev.hog.runner.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.hog.runner.io.Json;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

/** Requests to a server's JSON API, as the page sends them: a method, a path, a body, and a secret if any. */
final class ApiCalls {
    private static final HttpClient CLIENT = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    private ApiCalls() {
    }

    /**
     * An answer: its status, and its body as JSON (a body that is not a JSON object as a text node).
     *
     * @param status the status
     * @param json the body
     */
    record Reply(int status, JsonNode json) {
    }

    /**
     * Sends a request.
     *
     * @param server the server
     * @param method the method
     * @param path the path, relative to the server's root
     * @param body the body, or {@code null} for none
     * @param secret the secret for {@code Authorization: Bearer}, or {@code null} for none
     * @return the answer
     */
    static Reply send(WebServer server, String method, String path, String body, String secret) {
        HttpRequest.Builder request = HttpRequest.newBuilder(server.uri().resolve(path))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(body));
        if (secret != null) {
            request.header("Authorization", "Bearer " + secret);
        }
        try {
            HttpResponse<String> response = CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofString());
            return new Reply(response.statusCode(), response.body().startsWith("{")
                    ? Json.mapper().readTree(response.body()) : Json.mapper().getNodeFactory().textNode(
                            response.body()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /**
     * The body of an answer that must be a 200.
     *
     * @param reply the answer
     * @return its body
     */
    static JsonNode ok(Reply reply) {
        assertThat(reply.status()).as("%s", reply.json()).isEqualTo(200);
        return reply.json();
    }
}
