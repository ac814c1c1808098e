package dev.hog.runner.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.runner.Mutations;
import dev.hog.runner.Plugins;
import dev.hog.runner.io.Json;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.Random;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A seeded mutation fuzzer over {@code hog serve}'s requests: each seed of {@code src/test/resources/fuzz/server/} is a
 * path and a JSON body the page or the course's front end sends, mutated as {@link Mutations} does (and now and then
 * its path too), and written on a socket. Whatever comes, the server answers whole: a 200 with JSON that parses, or its
 * own {@code {"error": "..."}} of one line with a 4xx, or a 503 when it is busy; never a 500, never Jetty's own page,
 * never a cut-off body.
 *
 * <p>It runs for {@code hog.fuzz.seconds} (default 2) seconds from seed {@code hog.fuzz.seed} (default 1); to fuzz
 * longer: {@code mvn -pl hog-runner -am test -Dtest=ServerFuzzTest -Dsurefire.failIfNoSpecifiedTests=false
 * -Dhog.fuzz.seconds=600}.
 */
class ServerFuzzTest {
    private static final long SECONDS = Long.getLong("hog.fuzz.seconds", 2);
    private static final long SEED = Long.getLong("hog.fuzz.seed", 1);
    private static final Plugins PLUGINS = Plugins.load(null);
    private static final Ruleset SU20 = PLUGINS.registry().get("su20");
    private static WebServer server;
    private static String game;
    /** A lobby game waiting for its second player. */
    private static String code;

    @BeforeAll
    static void start() throws IOException {
        server = new WebServer("127.0.0.1", 0, PLUGINS, SU20, SU20.defaultGame(), OptionalLong.of(1));
        Answer started = post("/api/v2/games", "{\"setup\":{\"opponent\":\"always:4\"}}"
                .getBytes(StandardCharsets.UTF_8));
        game = Json.mapper().readTree(started.body()).get("id").asText();
        Answer created = post("/api/v2/lobby", "{\"setup\":{\"ruleset\":\"sp24\"},\"name\":\"Ada\"}"
                .getBytes(StandardCharsets.UTF_8));
        code = Json.mapper().readTree(created.body()).get("code").asText();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    /** What came back: the status, the content type and the body. */
    private record Answer(int status, String type, String body) {
    }

    @Test
    void everyRequestGetsAWholeAnswerInTheServersOwnForm() throws IOException {
        List<byte[]> seeds = Mutations.seeds("server");
        Random random = new Random(SEED);
        List<String> broken = new ArrayList<>();
        long end = System.nanoTime() + SECONDS * 1_000_000_000L;
        int tried = 0;
        while (System.nanoTime() < end && broken.size() < 5) {
            String seed = new String(seeds.get(random.nextInt(seeds.size())), StandardCharsets.UTF_8);
            int newline = seed.indexOf('\n');
            String path = seed.substring(0, newline).replace("{ID}", game).replace("{CODE}", code);
            byte[] body = Mutations.mutate(seed.substring(newline + 1).getBytes(StandardCharsets.UTF_8), random);
            if (random.nextInt(8) == 0) {
                path = new String(Mutations.mutate(path.getBytes(StandardCharsets.UTF_8), random),
                        StandardCharsets.ISO_8859_1).replaceAll("[\\s\\x00-\\x1f]", "");
            }
            String why;
            try {
                why = contractBroken(post(path.isEmpty() ? "/" : path, body));
            } catch (SocketTimeoutException e) {
                why = "no answer within 60 s";
            }
            if (why != null) {
                String shown = new String(body, StandardCharsets.UTF_8);
                broken.add(why + " for POST " + path + " " + (shown.length() > 200 ? shown.substring(0, 200) + "..."
                        : shown));
            }
            tried++;
        }
        System.out.printf("fuzz server: %d requests in %d s, %d broke the contract%n", tried, SECONDS, broken.size());
        assertThat(broken).as("%d requests tried", tried).isEmpty();
        assertThat(tried).isPositive();
    }

    /** What is wrong with an answer, or null if it keeps the contract. */
    private static String contractBroken(Answer answer) {
        if (answer.status() >= 500 && answer.status() != 503) {
            return "status " + answer.status();
        }
        if (!answer.type().startsWith("application/json")) {
            return "a " + answer.type() + " answer with status " + answer.status();
        }
        JsonNode json;
        try {
            json = Json.mapper().readTree(answer.body());
        } catch (IOException e) {
            return "a body that is not whole JSON, status " + answer.status();
        }
        if (answer.status() >= 400) {
            JsonNode error = json.get("error");
            if (json.size() != 1 || error == null || !error.isTextual() || error.asText().isBlank()
                    || error.asText().contains("\n")) {
                return "an error that is not one line of {\"error\": ...}: " + answer.body();
            }
        }
        return null;
    }

    private static Answer post(String path, byte[] body) throws IOException {
        ByteArrayOutputStream request = new ByteArrayOutputStream();
        request.write(("POST " + path + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json"
                + "\r\nContent-Length: " + body.length + "\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
        request.write(body);
        try (Socket socket = new Socket(server.uri().getHost(), server.uri().getPort())) {
            socket.setSoTimeout(60_000);
            OutputStream out = socket.getOutputStream();
            try {
                out.write(request.toByteArray());
                out.flush();
            } catch (SocketException answeredEarly) {
                // The server may answer a request it refuses before reading all of its body, and close: its answer
                // is read as any other.
            }
            InputStream in = socket.getInputStream();
            ByteArrayOutputStream received = new ByteArrayOutputStream();
            in.transferTo(received);
            String text = received.toString(StandardCharsets.UTF_8);
            int head = text.indexOf("\r\n\r\n");
            if (head < 0) {
                return new Answer(0, "", text);
            }
            List<String> headers = text.substring(0, head).lines().map(line -> line.toLowerCase()).toList();
            String type = headers.stream().filter(line -> line.startsWith("content-type:"))
                    .map(line -> line.substring("content-type:".length()).strip()).findFirst().orElse("");
            String content = text.substring(head + 4);
            return new Answer(Integer.parseInt(headers.get(0).split(" ")[1]), type,
                    headers.contains("transfer-encoding: chunked") ? dechunked(content) : content);
        }
    }

    /** A chunked body's content; what is not whole chunks is left off, so that a cut-off body shows as one. */
    private static String dechunked(String body) {
        StringBuilder content = new StringBuilder();
        int at = 0;
        while (true) {
            int line = body.indexOf("\r\n", at);
            if (line < 0) {
                return content.toString();
            }
            int size = Integer.parseInt(body.substring(at, line).split(";")[0].strip(), 16);
            if (size == 0 || line + 2 + size > body.length()) {
                return content.toString();
            }
            content.append(body, line + 2, line + 2 + size);
            at = line + 2 + size + 2;
        }
    }
}
