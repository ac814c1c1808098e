package dev.hog.runner.commands;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import dev.hog.api.HogException;
import dev.hog.runner.io.Json;
import java.io.IOException;
import java.io.Serial;
import java.net.ConnectException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Locale;

/**
 * One contest of a {@code hog serve}, over its HTTP API (docs/contest.md), for {@code hog contest}: every answer that
 * is not a 200 becomes a {@link HogException} in one line, with the server's own {@code error} where it gave one.
 */
final class ContestServer {
    /** How long the server may take to accept the connection. */
    private static final Duration CONNECT = Duration.ofSeconds(10);
    /** How long one request may take: a table is checked, not played, before the answer. */
    private static final Duration ANSWER = Duration.ofMinutes(2);

    private final String given;
    private final String contest;
    private final URI uri;
    private final HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(CONNECT).build();

    private ContestServer(String given, String contest, URI uri) {
        this.given = given;
        this.contest = contest;
        this.uri = uri;
    }

    /**
     * A contest of a server.
     *
     * @param server the server's address as given, such as {@code http://127.0.0.1:31415/}; without a scheme, HTTP
     * @param contest the contest's id
     * @return the contest
     * @throws HogException if the address is not an HTTP address, or the id is empty
     */
    static ContestServer of(String server, String contest) {
        String address = server.strip();
        if (!address.contains("://")) {
            address = "http://" + address;
        }
        URI base;
        try {
            base = new URI(address.endsWith("/") ? address : address + "/");
        } catch (URISyntaxException e) {
            throw new HogException("--server " + server + " is not an address; give the server's, such as"
                    + " http://127.0.0.1:31415/");
        }
        String scheme = base.getScheme() == null ? "" : base.getScheme().toLowerCase(Locale.ROOT);
        if (!(scheme.equals("http") || scheme.equals("https")) || base.getHost() == null) {
            throw new HogException("--server " + server + " is not an HTTP address; give the server's, such as"
                    + " http://127.0.0.1:31415/");
        }
        if (contest.isBlank()) {
            throw new HogException("--contest needs the contest's id, as its page shows it");
        }
        return new ContestServer(server, contest, base.resolve("api/v2/contests/" + segment(contest.strip())));
    }

    /**
     * A name as one segment of a path, percent-encoded.
     *
     * @param name such as an entry's name
     * @return the segment
     */
    static String segment(String name) {
        return URLEncoder.encode(name, StandardCharsets.UTF_8).replace("+", "%20");
    }

    /**
     * The contest's standings.
     *
     * @return the standings, with the contest's setup
     * @throws HogException if the server cannot be reached, has no such contest, or refuses
     */
    JsonNode contest() {
        return answer(HttpRequest.newBuilder(uri).GET(), "GET");
    }

    /**
     * A request about the contest.
     *
     * @param method {@code POST} or {@code DELETE}
     * @param path below the contest, such as {@code entries}
     * @param body the JSON body, or {@code null} for none
     * @param secret the secret to send as a bearer token, or {@code null} for none
     * @return the server's answer
     * @throws Refused if the server refuses, with its status
     * @throws HogException if the server cannot be reached or does not answer in JSON
     */
    JsonNode send(String method, String path, String body, String secret) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(uri + "/" + path)).method(method,
                body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        if (body != null) {
            request.header("Content-Type", "application/json");
        }
        if (secret != null) {
            request.header("Authorization", "Bearer " + secret.strip());
        }
        return answer(request, method);
    }

    private JsonNode answer(HttpRequest.Builder request, String method) {
        HttpResponse<String> response;
        try {
            response = client.send(request.timeout(ANSWER).header("Accept", "application/json").build(),
                    HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        } catch (ConnectException e) {
            throw new HogException("cannot reach the server at " + given + " (" + (e.getMessage() == null
                    ? "connection refused" : e.getMessage()) + "); is hog serve running there, and is --server its"
                    + " address?", e);
        } catch (HttpTimeoutException e) {
            throw new HogException("the server at " + given + " did not answer in time (" + e.getMessage() + ")", e);
        } catch (IOException e) {
            throw new HogException("cannot reach the server at " + given + " (" + (e.getMessage() == null
                    ? e.getClass().getSimpleName() : e.getMessage()) + ")", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new HogException("interrupted while waiting for the server at " + given, e);
        }
        int status = response.statusCode();
        JsonNode json;
        try {
            json = Json.mapper().readTree(response.body());
        } catch (JsonProcessingException e) {
            json = null;
        }
        if (json == null || !json.isObject()) {
            throw new HogException("the server at " + given + " answered " + method + " " + response.uri().getPath()
                    + " with " + status + " and no JSON: is it a hog serve that runs contests?");
        }
        if (status == 200) {
            return json;
        }
        String error = json.path("error").asText("(no error given)");
        if (status == 404 && method.equals("GET")) {
            throw new Refused(status, "the server at " + given + " has no contest " + contest + ": " + error);
        }
        if (status >= 500) {
            throw new Refused(status, "the server at " + given + " failed (" + status + "): " + error);
        }
        throw new Refused(status, "contest " + contest + " refused (" + status + "): " + error);
    }

    /** The server's refusal: a 4xx or 5xx, and its words. */
    static final class Refused extends HogException {
        @Serial
        private static final long serialVersionUID = 1L;

        private final int status;

        Refused(int status, String message) {
            super(message);
            this.status = status;
        }

        /** The HTTP status. */
        int status() {
            return status;
        }
    }
}
