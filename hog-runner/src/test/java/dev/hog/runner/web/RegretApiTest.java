package dev.hog.runner.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import dev.hog.analysis.Solver;
import dev.hog.analysis.StrategyTable;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Strategy;
import dev.hog.runner.Plugins;
import dev.hog.runner.io.Json;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.OptionalLong;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code POST /api/v2/regret-map} over HTTP, sp24 being the server's game: the map adds up to the chance the strategy
 * gives away as the solver computes it, the opponent is the optimal strategy unless named, one map is computed at a
 * time, and a request that cannot be answered gets a 400 and one sentence.
 */
class RegretApiTest {
    private static final Plugins PLUGINS = Plugins.load(null);
    private static final GameDefinition SP24 = PLUGINS.registry().get("sp24").defaultGame();
    private static final HttpClient CLIENT = HttpClient.newHttpClient();
    private static WebServer server;

    @BeforeAll
    static void start() throws IOException {
        server = new WebServer("127.0.0.1", 0, PLUGINS, PLUGINS.registry().get("sp24"), SP24, OptionalLong.of(7));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private record Reply(int status, String body) {
        JsonNode json() throws IOException {
            return Json.mapper().readTree(body);
        }
    }

    private static Reply regretMap(String body) {
        HttpRequest request = HttpRequest.newBuilder(server.uri().resolve("/api/v2/regret-map"))
                .POST(HttpRequest.BodyPublishers.ofString(body)).header("Content-Type", "application/json").build();
        try {
            HttpResponse<String> response = CLIENT.send(request, HttpResponse.BodyHandlers.ofString());
            return new Reply(response.statusCode(), response.body());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    @Test
    void theMapOfAlwaysFourAgainstOptimalAddsUpToWhatItGivesAway() throws Exception {
        double expected;
        try (Solver solver = new Solver(2)) {
            StrategyTable optimal = solver.optimal(SP24).strategy();
            expected = solver.winRate(SP24, optimal, optimal).mean()
                    - solver.winRate(SP24, Strategy.alwaysRoll(4), optimal).mean();
        }

        JsonNode map = regretMap("{\"setup\":{},\"strategy\":\"always:4\",\"opponent\":\"optimal\"}").json();

        assertThat(map.get("strategy").textValue()).isEqualTo("always:4");
        assertThat(map.get("opponent").textValue()).isEqualTo("optimal");
        assertThat(map.get("goal").intValue()).isEqualTo(100);
        assertThat(map.get("total").doubleValue()).isCloseTo(expected, within(1e-12));
        assertThat(map.get("bestWinRate").doubleValue() - map.get("winRate").doubleValue())
                .isCloseTo(expected, within(1e-12));
        JsonNode regret = map.get("regret");
        assertThat(regret).hasSize(100);
        double sum = 0;
        for (JsonNode row : regret) {
            assertThat(row).hasSize(100);
            for (JsonNode cell : row) {
                assertThat(cell.doubleValue()).isGreaterThanOrEqualTo(-1e-12);
                sum += cell.doubleValue();
            }
        }
        assertThat(sum).isCloseTo(expected, within(1e-12));
        JsonNode costliest = map.get("costliest");
        assertThat(costliest).hasSize(10);
        assertThat(costliest.get(0).get("dice").intValue()).isEqualTo(4);
        assertThat(costliest.get(0).get("regret").doubleValue())
                .isGreaterThanOrEqualTo(costliest.get(9).get("regret").doubleValue());
    }

    @Test
    void theOpponentIsTheOptimalStrategyUnlessNamedAndAMapIsKept() throws Exception {
        Reply named = regretMap("{\"setup\":{\"goal\":40},\"strategy\":\"always:6\",\"opponent\":\"optimal\"}");
        Reply unnamed = regretMap("{\"setup\":{\"goal\":40},\"strategy\":\"always:6\"}");
        Reply again = regretMap("{\"setup\":{\"goal\":40},\"strategy\":\"always:6\"}");

        assertThat(named.status()).isEqualTo(200);
        assertThat(unnamed.body()).isEqualTo(named.body());
        assertThat(again.body()).isEqualTo(named.body());
        JsonNode optimal = regretMap("{\"setup\":{\"goal\":40},\"strategy\":\"optimal\"}").json();
        assertThat(optimal.get("total").doubleValue()).isCloseTo(0, within(1e-12));
        assertThat(optimal.get("costliest")).isEmpty();
    }

    @Test
    void aMapAgainstAnotherOpponentIsAgainstThatOpponent() throws Exception {
        JsonNode map = regretMap("{\"setup\":{\"goal\":30},\"strategy\":\"optimal\",\"opponent\":\"always:2\"}")
                .json();

        assertThat(map.get("opponent").textValue()).isEqualTo("always:2");
        // The optimal strategy is not the best response to always rolling two: it gives something away.
        assertThat(map.get("total").doubleValue()).isPositive();
    }

    @Test
    void oneMapIsComputedAtATime() throws Exception {
        // The slow map asks again while a quick one is computed, as the page would be told to.
        CompletableFuture<Reply> slow = CompletableFuture.supplyAsync(() -> {
            Reply reply;
            do {
                reply = regretMap("{\"setup\":{\"ruleset\":\"su20\",\"goal\":60},\"strategy\":\"always:4\"}");
            } while (reply.status() == 503);
            return reply;
        });
        Reply busy = null;
        // Quick maps of goals never asked before, until one finds the slow one being computed.
        for (int goal = 5; busy == null && goal < 5_000 && !slow.isDone(); goal++) {
            Reply quick = regretMap("{\"setup\":{\"goal\":" + goal + "},\"strategy\":\"always:4\"}");
            if (quick.status() != 200) {
                busy = quick;
            }
        }

        assertThat(busy).as("a request while the su20 map was computed").isNotNull();
        assertThat(busy.status()).isEqualTo(503);
        assertThat(busy.json().get("error").textValue())
                .isEqualTo("the server is computing another regret map; ask again in a minute");
        assertThat(slow.join().status()).isEqualTo(200);
    }

    @Test
    void tooLargeAGameIsA422ThatSaysTheCapAndTheGoalThatFits() throws Exception {
        Reply reply = regretMap("{\"setup\":{\"ruleset\":\"su20\",\"goal\":150},\"strategy\":\"always:4\"}");

        assertThat(reply.status()).isEqualTo(422);
        assertThat(reply.json().get("error").textValue()).isEqualTo("a regret map follows the game state by state;"
                + " su20 (feral-hogs=true, swine-swap=true), goal 150 has 4,410,000 states, more than the 2,000,000"
                + " the server works on: choose a goal of at most 101");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            no strategy         | {"setup":{}}                                            | the request needs strategy
            no set-up           | {"strategy":"always:4"}                                 | the request needs setup
            an unknown strategy | {"setup":{},"strategy":"nope"}                          | Unknown strategy 'nope'; under sp24
            a person opponent   | {"setup":{},"strategy":"always:4","opponent":"person"}  | a person cannot be a computer player
            a server file       | {"setup":{},"strategy":"table:/etc/passwd"}             | upload a table on the strategy page
            eleven dice         | {"setup":{},"strategy":"always:11"}                     | always:11
            an unknown field    | {"setup":{},"strategy":"always:4","x":1}                | unknown field 'x'
            """)
    void aRequestThatCannotBeAnsweredGetsA400WithOneSentence(String what, String body, String error)
            throws Exception {
        Reply reply = regretMap(body);

        assertThat(reply.status()).isEqualTo(400);
        assertThat(reply.json().get("error").textValue()).contains(error).doesNotContain("Exception", "\n\tat ");
    }
}
