package dev.hog.runner.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.runner.Plugins;
import dev.hog.runner.io.Json;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.OptionalLong;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every error {@code hog serve} gives is its own JSON, {@code {"error":"..."}}, with a 4xx and one line that says why:
 * Jetty's own answers to what never reaches a route (a malformed path, a request its parser refuses, headers over the
 * limit) included, and a body that is not UTF-8 JSON, which Jackson alone would have failed to decode as a 500.
 * Requests are written on a socket, as a careless or hostile client writes them, since an HTTP client would refuse to.
 */
class JettyErrorsTest {
    private static final Plugins PLUGINS = Plugins.load(null);
    private static final Ruleset SU20 = PLUGINS.registry().get("su20");
    private static WebServer server;

    @BeforeAll
    static void start() throws IOException {
        server = new WebServer("127.0.0.1", 0, PLUGINS, SU20, SU20.defaultGame(), OptionalLong.of(1));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    /** What came back: the status, the content type and the body. */
    private record Answer(int status, String type, String body) {
        String error() throws IOException {
            JsonNode json = Json.mapper().readTree(body);
            assertThat(json.size()).as(body).isEqualTo(1);
            String error = json.get("error").asText();
            assertThat(error).as("one line").doesNotContain("\n", "\r").isNotBlank();
            return error;
        }
    }

    private static Answer send(byte[] request) throws IOException {
        try (Socket socket = new Socket(server.uri().getHost(), server.uri().getPort())) {
            socket.setSoTimeout(10_000);
            OutputStream out = socket.getOutputStream();
            out.write(request);
            out.flush();
            InputStream in = socket.getInputStream();
            ByteArrayOutputStream received = new ByteArrayOutputStream();
            in.transferTo(received);
            String text = received.toString(StandardCharsets.UTF_8);
            int end = text.indexOf("\r\n\r\n");
            String head = text.substring(0, end);
            String type = head.lines().filter(line -> line.toLowerCase().startsWith("content-type:"))
                    .map(line -> line.substring("content-type:".length()).strip()).findFirst().orElse("");
            return new Answer(Integer.parseInt(head.split(" ")[1]), type, text.substring(end + 4));
        }
    }

    private static Answer get(String path) throws IOException {
        return send(("GET " + path + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
                .getBytes(StandardCharsets.ISO_8859_1));
    }

    private static Answer post(String path, byte[] body) throws IOException {
        ByteArrayOutputStream request = new ByteArrayOutputStream();
        request.write(("POST " + path + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json"
                + "\r\nContent-Length: " + body.length + "\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
        request.write(body);
        return send(request.toByteArray());
    }

    @ParameterizedTest
    @ValueSource(strings = {"/api/v2/%zz", "/..%2f..", "/api/v2/games/%2F/roll", "/%2e%2e/%2e%2e/etc/passwd",
        "/api/v2/%00"})
    void aMalformedPathIsA400InTheServersJson(String path) throws IOException {
        Answer answer = get(path);

        assertThat(answer.status()).as(answer.body()).isEqualTo(400);
        assertThat(answer.type()).isEqualTo("application/json");
        assertThat(answer.error()).startsWith("the request's path is malformed")
                .endsWith("; a path is plain, with no .. and no encoded / or %, such as /api/v2/games");
    }

    @Test
    void anUnknownPathIsA404InTheServersJson() throws IOException {
        Answer answer = get("/no/such/page");

        assertThat(answer.status()).isEqualTo(404);
        assertThat(answer.error()).isEqualTo("no such page: GET /no/such/page");
    }

    @Test
    void aRequestTheParserRefusesIsA400InTheServersJson() throws IOException {
        Answer garbage = send("GARBAGE\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1));
        Answer length = send("GET / HTTP/1.1\r\nHost: x\r\nContent-Length: many\r\n\r\n"
                .getBytes(StandardCharsets.ISO_8859_1));

        assertThat(garbage.status()).isEqualTo(400);
        assertThat(garbage.type()).isEqualTo("application/json");
        assertThat(garbage.error()).startsWith("the request");
        assertThat(length.status()).isEqualTo(400);
        assertThat(length.error()).isEqualTo("the request is not HTTP this server can read (Invalid Content-Length"
                + " Value)");
    }

    @Test
    void headersOverTheLimitAreA431InTheServersJson() throws IOException {
        Answer answer = send(("GET / HTTP/1.1\r\nHost: x\r\nX-Padding: " + "a".repeat(WebServer.MAX_HEADERS)
                + "\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));

        assertThat(answer.status()).isEqualTo(431);
        assertThat(answer.type()).isEqualTo("application/json");
        assertThat(answer.error()).isEqualTo("the request's line and headers are larger than 8 KB");
    }

    @Test
    void aBodyThatStartsWithNulBytesIsA400NotA500() throws IOException {
        Answer answer = post("/api/v2/games", "\0\0\0{\"setup\":{}}".getBytes(StandardCharsets.UTF_8));

        assertThat(answer.status()).isEqualTo(400);
        assertThat(answer.error()).startsWith("the body is not the JSON /api/v2/games takes: not valid JSON: ");
    }

    @Test
    void aBodyWithAUtf32ByteOrderMarkIsA400NotA500() throws IOException {
        byte[] utf32 = {0, 0, (byte) 0xFE, (byte) 0xFF, 0, 0, 0, '{', 0, 0, 0, '}'};

        Answer answer = post("/api/v2/games", utf32);

        assertThat(answer.status()).isEqualTo(400);
        assertThat(answer.error()).isEqualTo("the body is not UTF-8 text (byte 3 is not); /api/v2/games takes a JSON"
                + " object in UTF-8");
    }

    @Test
    void aBodyInUtf16IsA400() throws IOException {
        Answer answer = post("/api/v2/games", "{\"setup\":{}}".getBytes(StandardCharsets.UTF_16));

        assertThat(answer.status()).isEqualTo(400);
        assertThat(answer.error()).startsWith("the body is not UTF-8 text");
    }

    @Test
    void aUtf8ByteOrderMarkIsIgnoredAsRfc8259Allows() throws IOException {
        Answer answer = post("/api/v2/games", "\uFEFF{\"setup\":{}}".getBytes(StandardCharsets.UTF_8));

        assertThat(answer.status()).as(answer.body()).isEqualTo(200);
    }
}
