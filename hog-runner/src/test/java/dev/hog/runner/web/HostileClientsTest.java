package dev.hog.runner.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.ruleset.Ruleset;
import dev.hog.runner.Plugins;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/**
 * {@code hog serve} among clients that do not play fair: connections that send half a request and stop, and ones that
 * send nothing at all, must not keep the page from anyone else, and are closed after the idle timeout.
 */
class HostileClientsTest {
    private static final Plugins PLUGINS = Plugins.load(null);
    private static final Ruleset SU20 = PLUGINS.registry().get("su20");
    /** A fail-safe, not a measure: a server that answered at all answers in milliseconds here. */
    private static final Duration PATIENCE = Duration.ofSeconds(10);

    @Test
    void twoHundredHalfSentRequestsLeaveThePageAnswering() throws Exception {
        try (WebServer server = new WebServer("127.0.0.1", 0, PLUGINS, SU20, SU20.defaultGame(), OptionalLong.of(1));
                Hostile hostile = new Hostile(server.uri())) {
            hostile.halfSend(100, "POST /api/v2/games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                    + "Content-Length: 100\r\n\r\n{\"setup\":");
            hostile.halfSend(50, "POST /take_turn HTTP/1.1\r\nHost: x\r\nContent-Length: 4000\r\n\r\n{\"move");
            hostile.halfSend(50, "GET / HTTP/1.1\r\nHost: x\r\nUser-Ag");

            HttpClient client = HttpClient.newBuilder().connectTimeout(PATIENCE).build();
            HttpResponse<String> page = client.send(HttpRequest.newBuilder(server.uri()).timeout(PATIENCE).build(),
                    HttpResponse.BodyHandlers.ofString());
            HttpResponse<String> game = client.send(HttpRequest.newBuilder(server.uri().resolve("/api/v2/games"))
                    .timeout(PATIENCE).POST(HttpRequest.BodyPublishers.ofString("{\"setup\":{}}")).build(),
                    HttpResponse.BodyHandlers.ofString());

            assertThat(page.statusCode()).isEqualTo(200);
            assertThat(page.body()).contains("<title>Hog</title>");
            assertThat(game.statusCode()).as(game.body()).isEqualTo(200);
            assertThat(hostile.stillOpen()).as("the hostile connections are held, not refused").isEqualTo(200);
        }
    }

    @Test
    void aConnectionThatStopsMidRequestIsClosedAfterTheIdleTimeout() throws Exception {
        WebServer.Limits limits = new WebServer.Limits(Duration.ofMillis(500), 100, 8, 10, Duration.ofHours(1));
        try (WebServer server = new WebServer("127.0.0.1", 0, PLUGINS, SU20, SU20.defaultGame(), OptionalLong.of(1),
                limits); Hostile hostile = new Hostile(server.uri())) {
            hostile.halfSend(1, "POST /api/v2/games HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{\"set");
            hostile.halfSend(1, "GET / HTTP/1.1\r\nHost: x\r\n");
            hostile.halfSend(1, "");

            for (Socket socket : hostile.sockets) {
                socket.setSoTimeout((int) PATIENCE.toMillis());
                InputStream in = socket.getInputStream();
                byte[] buffer = new byte[4096];
                int read;
                do {
                    read = in.read(buffer);
                } while (read > 0);
                assertThat(read).as("the server closed the connection").isEqualTo(-1);
            }
        }
    }

    /** Raw connections that write what they are given and then say nothing. */
    private static final class Hostile implements AutoCloseable {
        private final URI uri;
        private final List<Socket> sockets = new ArrayList<>();

        Hostile(URI uri) {
            this.uri = uri;
        }

        void halfSend(int connections, String text) throws IOException {
            for (int i = 0; i < connections; i++) {
                Socket socket = new Socket();
                socket.connect(new InetSocketAddress(uri.getHost(), uri.getPort()), (int) PATIENCE.toMillis());
                OutputStream out = socket.getOutputStream();
                out.write(text.getBytes(StandardCharsets.US_ASCII));
                out.flush();
                sockets.add(socket);
            }
        }

        int stillOpen() throws IOException {
            int open = 0;
            for (Socket socket : sockets) {
                socket.setSoTimeout(1);
                try {
                    if (socket.getInputStream().read() == -1) {
                        continue;
                    }
                } catch (java.net.SocketTimeoutException e) {
                    // Nothing to read and not closed: still held.
                }
                open++;
            }
            return open;
        }

        @Override
        public void close() throws IOException {
            for (Socket socket : sockets) {
                socket.close();
            }
        }
    }
}
