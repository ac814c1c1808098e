package dev.hog.runner.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import dev.hog.analysis.PairEvaluator;
import dev.hog.analysis.Tournament;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Strategy;
import dev.hog.json.TableFiles;
import dev.hog.runner.Plugins;
import dev.hog.runner.io.Json;
import java.io.StringReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A contest across a {@code kill -9}: the packaged {@code hog serve} takes 80 entries, is killed with SIGKILL while it
 * plays their pairs, and starts again on the same database. Every pair the database kept before the kill is kept once
 * and never played again, the restarted server plays exactly the others, and the final standings are those of
 * {@code hog tournament} on the same tables. On an H2 file and on a real PostgreSQL server ({@link TestPostgres}).
 */
class ContestRestartIT {
    private static final HttpClient CLIENT = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    private static final int ENTRIES = 80;
    private static final long PAIRS = (long) ENTRIES * (ENTRIES - 1) / 2;
    private static final GameDefinition GAME = Plugins.load(null).registry().get("sp24").defaultGame();

    @TempDir
    Path work;

    @Test
    void aContestKilledWhileItPlaysGoesOnWithNoPairLostOrPlayedTwiceOnAnH2File() throws Exception {
        checkAcrossAKill("jdbc:h2:file:" + work.resolve("contest"));
    }

    @Test
    void aContestKilledWhileItPlaysGoesOnWithNoPairLostOrPlayedTwiceOnPostgreSql() throws Exception {
        try (TestPostgres postgres = TestPostgres.server()) {
            checkAcrossAKill(postgres.database("hog_contest"));
        }
    }

    private void checkAcrossAKill(String database) throws Exception {
        Random random = new Random(80);
        List<String> names = new ArrayList<>();
        List<String> tables = new ArrayList<>();
        String contest;
        long keptBefore;
        try (ServeProcess first = new ServeProcess(database, work)) {
            contest = send(first.uri, "POST", "api/v2/contests", "{\"name\":\"Killed\",\"setup\":{\"ruleset\":"
                    + "\"sp24\"},\"deadline\":\"" + Instant.now().plus(Duration.ofHours(1)) + "\"}").get("id")
                    .asText();
            for (int i = 0; i < ENTRIES; i++) {
                names.add("entry " + i);
                tables.add(ContestTest.randomTable(random, GAME.goal()));
                send(first.uri, "POST", "api/v2/contests/" + contest + "/entries", "{\"name\":\"entry " + i
                        + "\",\"table\":" + Json.line(tables.get(i)) + "}");
            }
            JsonNode standings = send(first.uri, "GET", "api/v2/contests/" + contest, null);
            while (standings.get("pending").asLong() == PAIRS) {
                standings = send(first.uri, "GET", "api/v2/contests/" + contest, null);
            }
            assertThat(standings.get("pending").asLong()).as("killed while it plays").isPositive();
            first.kill();
        }
        keptBefore = keptPairs(database, contest);
        assertThat(keptBefore).as("pairs kept before the kill").isBetween(1L, PAIRS - 1);

        try (ServeProcess second = new ServeProcess(database, work)) {
            JsonNode standings = send(second.uri, "GET", "api/v2/contests/" + contest, null);
            long end = System.nanoTime() + Duration.ofSeconds(120).toNanos();
            while (standings.get("pending").asLong() > 0) {
                assertThat(System.nanoTime()).as("every pair played within 120 s").isLessThan(end);
                Thread.sleep(50);
                standings = send(second.uri, "GET", "api/v2/contests/" + contest, null);
            }
            assertThat(standings.get("played").asLong()).as("the pairs the database did not have, and no other")
                    .isEqualTo(PAIRS - keptBefore);
            agreeWithTheTournament(standings, names, tables);
        }
        assertThat(keptPairs(database, contest)).as("every pair kept once").isEqualTo(PAIRS);
    }

    /** The pairs the database keeps for a contest, read with the server stopped. */
    private static long keptPairs(String database, String contest) throws Exception {
        try (Connection connection = database.startsWith("jdbc:h2:") ? DriverManager.getConnection(database, "sa",
                "") : DriverManager.getConnection(database);
                Statement statement = connection.createStatement();
                ResultSet count = statement.executeQuery("SELECT COUNT(*) FROM contest_pair WHERE contest_id = '"
                        + contest + "'")) {
            count.next();
            return count.getLong(1);
        }
    }

    private static void agreeWithTheTournament(JsonNode standings, List<String> names, List<String> tables)
            throws Exception {
        List<Strategy> strategies = new ArrayList<>();
        for (int i = 0; i < tables.size(); i++) {
            strategies.add(TableFiles.read(new StringReader(tables.get(i)), names.get(i), true, names.get(i), GAME));
        }
        Tournament.Result expected;
        try (PairEvaluator evaluator = PairEvaluator.of(GAME)) {
            expected = Tournament.run(evaluator, names, strategies, 2, null);
        }
        List<Integer> ranking = expected.ranking();
        for (int rank = 0; rank < names.size(); rank++) {
            JsonNode entry = standings.get("entries").get(rank);
            int i = ranking.get(rank);
            assertThat(entry.get("name").asText()).isEqualTo(names.get(i));
            assertThat(entry.get("beaten").asInt()).isEqualTo(expected.wins(i));
            for (int column = 0; column < names.size(); column++) {
                assertThat(entry.get("row").get(column).asDouble())
                        .isCloseTo(expected.mean(i, ranking.get(column)), within(1e-12));
            }
        }
    }

    private static JsonNode send(URI server, String method, String path, String body) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(server.resolve(path)).method(method,
                body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body))
                .build();
        HttpResponse<String> response = CLIENT.send(request, HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as("%s %s: %s", method, path, response.body()).isEqualTo(200);
        return Json.mapper().readTree(response.body());
    }
}
