package dev.hog.runner.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.hog.api.game.GameDefinition;
import dev.hog.runner.Plugins;
import dev.hog.runner.io.Json;
import java.io.IOException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.OptionalLong;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every request that would solve, map or report: a game past the server's cap is refused with a 422 before any work
 * starts, each goal of a report's range counting, and a request while the heavy work is full is a 503 that says when
 * to ask again.
 */
class HeavyRequestsTest {
    private static final Plugins PLUGINS = Plugins.load(null);
    private static final GameDefinition SU20 = PLUGINS.registry().get("su20").defaultGame();
    private static final HttpClient CLIENT = HttpClient.newHttpClient();

    private final HeavyWork heavy = new HeavyWork(1, 0, 1, Duration.ZERO);
    private WebServer server;

    @BeforeEach
    void start() throws IOException {
        server = new WebServer("127.0.0.1", 0, PLUGINS, PLUGINS.registry().get("su20"), SU20, OptionalLong.of(3),
                WebServer.Limits.defaults(), heavy);
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private record Reply(int status, String body, String retryAfter) {
        String error() throws IOException {
            JsonNode json = Json.mapper().readTree(body);
            return json.get("error").textValue();
        }
    }

    private Reply post(String path, String body) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(server.uri().resolve(path))
                .POST(HttpRequest.BodyPublishers.ofString(body)).header("Content-Type", "application/json").build();
        HttpResponse<String> response = CLIENT.send(request, HttpResponse.BodyHandlers.ofString());
        return new Reply(response.statusCode(), response.body(),
                response.headers().firstValue("Retry-After").orElse(null));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            a game against the optimal strategy | /api/v2/games        | {"setup":{"ruleset":"su15","goal":5600,"opponent":"optimal"}}               | the optimal strategy is solved state by state; su15
            a strategy's picture                | /api/v2/strategy-map | {"setup":{"ruleset":"su15","goal":9999},"strategy":"always:4"}               | a strategy's picture has a cell for every pair of scores; goal 9999 has 99980001, more than the 1000000 the server draws: choose a goal of at most 1000
            the optimal strategy's picture      | /api/v2/strategy-map | {"setup":{"goal":1000},"strategy":"optimal"}                                | the optimal strategy is solved state by state
            a best response's picture           | /api/v2/strategy-map | {"setup":{"goal":1000},"bestResponseTo":"always:4"}                         | the best response is solved state by state
            the odds                            | /api/v2/odds         | {"setup":{"goal":150},"state":{"scores":[0,0],"mover":0,"turn":0,"extraTurn":false}} | the odds are solved state by state; su20 (feral-hogs=true, swine-swap=true), goal 150 has 4,410,000 states, more than the 2,000,000 the server works on: choose a goal of at most 101
            a regret map                        | /api/v2/regret-map   | {"setup":{"goal":150},"strategy":"always:4"}                                  | a regret map follows the game state by state
            a regret map's answer               | /api/v2/regret-map   | {"setup":{"ruleset":"su15","goal":1001},"strategy":"always:4"}                | a regret map has a cell for every pair of scores; goal 1001 has 1002001, more than the 1000000 the server draws: choose a goal of at most 1000
            a report's own goal                 | /api/v2/analyze      | {"setup":{"goal":150},"fromGoal":20,"toGoal":40}                              | a report solves the game at the set-up's goal
            a report's range                    | /api/v2/analyze      | {"setup":{"goal":50},"fromGoal":571,"toGoal":571}                            | at every goal from fromGoal to toGoal, here 571 to 571
            """)
    void aGamePastTheCapIsA422BeforeAnyWorkStarts(String what, String path, String body, String error)
            throws Exception {
        Reply reply = post(path, body);

        assertThat(reply.status()).isEqualTo(422);
        assertThat(reply.error()).contains(error);
        assertThat(heavy.started()).as("heavy jobs started").isZero();
    }

    @Test
    void aReportsRangeIsCheckedAtItsLargestGoal() throws Exception {
        Reply reply = post("/api/v2/analyze", "{\"setup\":{\"goal\":50},\"fromGoal\":20,\"toGoal\":200}");

        assertThat(reply.status()).isEqualTo(422);
        assertThat(reply.error()).endsWith("goal 200 has 7,840,000 states, more than the 2,000,000 the server works"
                + " on: choose a goal of at most 101");
    }

    @Test
    void aHeavyRequestWhileTheHeavyWorkIsFullIsA503ThatSaysWhenToAskAgain() throws Exception {
        CountDownLatch running = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        CompletableFuture<String> held = CompletableFuture.supplyAsync(() -> heavy.run("a held job", () -> {
            running.countDown();
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return "done";
        }));
        running.await();

        Reply busy = post("/api/v2/games", "{\"setup\":{\"goal\":61,\"opponent\":\"optimal\"}}");
        Reply light = post("/api/v2/games", "{\"setup\":{\"goal\":61,\"opponent\":\"always:4\"}}");
        release.countDown();
        held.join();

        assertThat(busy.status()).isEqualTo(503);
        assertThat(busy.retryAfter()).isEqualTo("5");
        assertThat(busy.error()).startsWith("the server is busy: 1 heavy jobs are running and 0 more waiting, so it"
                + " cannot start solving su20").endsWith("; ask again in 5 s");
        assertThat(light.status()).as("a game that solves nothing").isEqualTo(200);
        assertThat(post("/api/v2/games", "{\"setup\":{\"goal\":61,\"opponent\":\"optimal\"}}").status())
                .as("the same request once the job is done").isEqualTo(200);
    }
}
