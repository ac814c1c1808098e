package dev.hog.runner.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import dev.hog.analysis.PairEvaluator;
import dev.hog.analysis.Tournament;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Strategy;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.json.TableFiles;
import dev.hog.runner.Plugins;
import dev.hog.runner.io.Json;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;
import dev.hog.runner.web.ApiCalls.Reply;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The strategy contests over HTTP (docs/contest.md): 20 random entries played exactly, the stored matrix and ranking
 * those of {@code hog tournament} on the same tables to 1e-12; a changed entry plays exactly its 19 new pairs and an
 * identical resubmission none; and every refusal (another entry's secret or none, closing without the administrator's
 * secret, a submission after the deadline) changes nothing.
 */
class ContestTest {
    private static final Plugins PLUGINS = Plugins.load(null);
    private static final Ruleset SP24 = PLUGINS.registry().get("sp24");
    private static final GameDefinition GAME = SP24.defaultGame();
    private static final HttpClient CLIENT = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    private static final String CONTESTS = "api/v2/contests";
    private static WebServer server;

    @BeforeAll
    static void start() throws IOException {
        server = new WebServer("127.0.0.1", 0, PLUGINS, SP24, GAME, OptionalLong.of(5));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static Reply send(String method, String path, String body, String secret) {
        return ApiCalls.send(server, method, path, body, secret);
    }

    private static JsonNode ok(Reply reply) {
        return ApiCalls.ok(reply);
    }

    /** A random table of the course's form: a row per score, a column per opponent score, each a number of dice. */
    static String randomTable(Random random, int goal) {
        StringBuilder table = new StringBuilder("[");
        for (int score = 0; score < goal; score++) {
            table.append(score == 0 ? "[" : ",[");
            for (int opponent = 0; opponent < goal; opponent++) {
                table.append(opponent == 0 ? "" : ",").append(random.nextInt(11));
            }
            table.append(']');
        }
        return table.append(']').toString();
    }

    private static String openContest(String name) {
        JsonNode opened = ok(send("POST", CONTESTS, "{\"name\":" + Json.line(name) + ",\"setup\":{\"ruleset\":"
                + "\"sp24\"},\"deadline\":\"" + Instant.now().plus(Duration.ofHours(1)) + "\",\"maxEntries\":100}",
                null));
        assertThat(opened.get("adminSecret").asText()).hasSize(22);
        return opened.get("id").asText() + " " + opened.get("adminSecret").asText();
    }

    private static JsonNode submit(String contest, String name, String table, String secret) {
        return ok(send("POST", CONTESTS + "/" + contest + "/entries", "{\"name\":" + Json.line(name) + ",\"table\":"
                + Json.line(table) + ",\"format\":\"json\"}", secret));
    }

    private static JsonNode settled(String contest) throws InterruptedException {
        long end = System.nanoTime() + Duration.ofSeconds(120).toNanos();
        while (true) {
            JsonNode standings = ok(send("GET", CONTESTS + "/" + contest, null, null));
            if (standings.get("pending").asLong() == 0) {
                return standings;
            }
            assertThat(System.nanoTime()).as("every pair played within 120 s").isLessThan(end);
            Thread.sleep(50);
        }
    }

    private static Tournament.Result tournament(List<String> names, List<String> tables) throws IOException {
        List<Strategy> strategies = new ArrayList<>();
        for (int i = 0; i < tables.size(); i++) {
            strategies.add(TableFiles.read(new StringReader(tables.get(i)), names.get(i), true, names.get(i), GAME));
        }
        try (PairEvaluator evaluator = PairEvaluator.of(GAME)) {
            return Tournament.run(evaluator, names, strategies, 2, null);
        }
    }

    private static void agreeWithTheTournament(JsonNode standings, List<String> names, List<String> tables)
            throws IOException {
        Tournament.Result expected = tournament(names, tables);
        JsonNode entries = standings.get("entries");
        assertThat(entries).hasSize(names.size());
        List<Integer> ranking = expected.ranking();
        for (int rank = 0; rank < names.size(); rank++) {
            int i = ranking.get(rank);
            JsonNode entry = entries.get(rank);
            assertThat(entry.get("rank").asInt()).isEqualTo(rank + 1);
            assertThat(entry.get("name").asText()).isEqualTo(names.get(i));
            assertThat(entry.get("beaten").asInt()).isEqualTo(expected.wins(i));
            assertThat(entry.get("meanWinRate").asDouble()).isCloseTo(expected.meanWinRate(i), within(1e-12));
            for (int column = 0; column < names.size(); column++) {
                assertThat(entry.get("row").get(column).asDouble())
                        .as("%s against %s", names.get(i), names.get(ranking.get(column)))
                        .isCloseTo(expected.mean(i, ranking.get(column)), within(1e-12));
            }
        }
    }

    @Test
    void twentyEntriesStandAsTheTournamentOfTheirTablesAndAChangePlaysOnlyItsNewPairs() throws Exception {
        // More pairs than the server plays in one chunk on two cores (128), so that the pairs come in several.
        int entries = 20;
        int pairs = entries * (entries - 1) / 2;
        String[] opened = openContest("Twenty").split(" ");
        String contest = opened[0];
        Random random = new Random(60);
        List<String> names = new ArrayList<>();
        List<String> tables = new ArrayList<>();
        List<String> secrets = new ArrayList<>();
        for (int i = 0; i < entries; i++) {
            names.add("entry " + i);
            tables.add(randomTable(random, GAME.goal()));
            JsonNode submitted = submit(contest, names.get(i), tables.get(i), null);
            secrets.add(submitted.get("secret").asText());
            assertThat(submitted.get("hash").asText()).hasSize(64);
        }
        JsonNode standings = settled(contest);
        assertThat(standings.get("pairs").asLong()).isEqualTo(pairs);
        assertThat(standings.get("played").asLong()).isEqualTo(pairs);
        agreeWithTheTournament(standings, names, tables);

        tables.set(17, randomTable(random, GAME.goal()));
        JsonNode changed = submit(contest, names.get(17), tables.get(17), secrets.get(17));
        assertThat(changed.has("secret")).as("a replacement keeps its secret").isFalse();
        standings = settled(contest);
        assertThat(standings.get("played").asLong()).as("the changed entry's pairs, and no other")
                .isEqualTo(pairs + entries - 1);
        agreeWithTheTournament(standings, names, tables);

        submit(contest, names.get(17), tables.get(17), secrets.get(17));
        assertThat(ok(send("GET", CONTESTS + "/" + contest, null, null)).get("pending").asLong())
                .as("the same table again").isZero();
        assertThat(settled(contest).get("played").asLong()).isEqualTo(pairs + entries - 1);

        // A new entry with another's table is one more entry of the same table: no pair to play.
        names.add("copy of entry 3");
        tables.add(tables.get(3));
        submit(contest, names.get(entries), tables.get(entries), null);
        standings = settled(contest);
        assertThat(standings.get("played").asLong()).isEqualTo(pairs + entries - 1);
        agreeWithTheTournament(standings, names, tables);

        Reply csv = send("GET", CONTESTS + "/" + contest + "/standings.csv", null, null);
        assertThat(csv.status()).isEqualTo(200);
        assertThat(csv.json().asText().lines().count()).isEqualTo(entries + 2);
        assertThat(csv.json().asText()).startsWith("rank,name,beaten,mean_win_rate,\"");
    }

    @Test
    void everyRefusalChangesNothing() throws Exception {
        String[] opened = openContest("Refusals").split(" ");
        String contest = opened[0];
        String admin = opened[1];
        Random random = new Random(3);
        String ada = submit(contest, "Ada", randomTable(random, GAME.goal()), null).get("secret").asText();
        String bo = submit(contest, "<img src=x onerror=alert(1)>", randomTable(random, GAME.goal()), null)
                .get("secret").asText();
        JsonNode before = ok(send("GET", CONTESTS + "/" + contest, null, null));
        String path = CONTESTS + "/" + contest + "/entries";
        String table = randomTable(random, GAME.goal());

        Reply another = send("POST", path, "{\"name\":\"Ada\",\"table\":" + Json.line(table) + "}", bo);
        assertThat(another.status()).as("Ada's entry with Bo's secret").isEqualTo(403);
        assertThat(another.json().get("error").asText()).startsWith("that secret is not the entry Ada's");
        assertThat(send("POST", path, "{\"name\":\"Ada\",\"table\":" + Json.line(table) + "}", null).status())
                .as("no secret").isEqualTo(401);
        assertThat(send("DELETE", path + "/Ada", null, bo).status()).isEqualTo(403);
        assertThat(send("DELETE", path + "/Ada", null, null).status()).isEqualTo(401);
        assertThat(send("POST", CONTESTS + "/" + contest + "/close", null, ada).status())
                .as("closing with an entry's secret").isEqualTo(403);
        assertThat(send("POST", CONTESTS + "/" + contest + "/close", null, null).status()).isEqualTo(401);
        assertThat(send("GET", CONTESTS + "/" + contest + "/tables", null, ada).status()).isEqualTo(403);
        Reply badTable = send("POST", path, "{\"name\":\"Cy\",\"table\":\"[[1,2],[3]]\"}", null);
        assertThat(badTable.status()).isEqualTo(400);
        assertThat(badTable.json().get("error").asText()).startsWith("the table of Cy");
        assertThat(send("POST", path, "{\"name\":\"\",\"table\":" + Json.line(table) + "}", null).status())
                .isEqualTo(400);
        assertThat(send("POST", path, "{\"name\":\"a/b\",\"table\":" + Json.line(table) + "}", null).json()
                .get("error").asText()).startsWith("name is an entry's name in paths too, so it has no /");
        JsonNode unchanged = ok(send("GET", CONTESTS + "/" + contest, null, null));
        assertThat(unchanged.get("entries")).hasSize(2);
        assertThat(unchanged.get("entries").findValuesAsText("hash"))
                .containsExactlyInAnyOrderElementsOf(before.get("entries").findValuesAsText("hash"));
        assertThat(unchanged.get("entries").findValuesAsText("name")).contains("<img src=x onerror=alert(1)>");

        String lateSecret = submit(contest, "Late entry?", table, null).get("secret").asText();
        assertThat(ok(send("DELETE", path + "/Late%20entry%3F", null, lateSecret)).get("entries")).hasSize(2);
        JsonNode exported = ok(send("GET", CONTESTS + "/" + contest + "/tables", null, admin));
        assertThat(exported.get("entries")).hasSize(2);
        JsonNode closed = ok(send("POST", CONTESTS + "/" + contest + "/close", null, admin));
        assertThat(closed.get("closed").asBoolean()).isTrue();
        Reply late = send("POST", path, "{\"name\":\"Di\",\"table\":" + Json.line(table) + "}", null);
        assertThat(late.status()).isEqualTo(409);
        assertThat(late.json().get("error").asText()).startsWith("contest " + contest + " closed at 20");
        assertThat(send("DELETE", path + "/Ada", null, ada).status()).as("a withdrawal once closed").isEqualTo(409);

        // The standings change no more: a page that has them is told so, without them again.
        HttpClient client = HttpClient.newHttpClient();
        HttpResponse<String> standings = client.send(HttpRequest.newBuilder(server.uri().resolve(CONTESTS + "/"
                + contest)).build(), HttpResponse.BodyHandlers.ofString());
        String tag = standings.headers().firstValue("ETag").orElseThrow();
        HttpResponse<String> unchanged2 = client.send(HttpRequest.newBuilder(server.uri().resolve(CONTESTS + "/"
                + contest)).header("If-None-Match", tag).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(unchanged2.statusCode()).isEqualTo(304);
        assertThat(unchanged2.body()).isEmpty();

    }

    @Test
    void theDeadlineClosesAContestItsFinalStandingsAreArchivedAndThirtyDaysLaterItIsLetGo() throws Exception {
        AtomicLong now = new AtomicLong(Instant.parse("2026-12-01T12:00:00Z").toEpochMilli());
        Failures failures = new Failures(System.getLogger("test"));
        try (ServedRules served = new ServedRules(PLUGINS, SP24, GAME, OptionalLong.empty(), failures,
                HeavyWork.forThisMachine(4));
                Storage storage = new Storage(Storage.inMemory());
                Contests contests = new Contests(served, storage::contests, new Contests.Limits(2, 1, 3, 3,
                        Duration.ofDays(30)), now::get, failures)) {
            Api.Setup setup = new Api.Setup("sp24", Map.of(), 30, null, null);
            String deadline = "2026-12-02T12:00:00Z";
            String id = contests.open(new Api.ContestNew("Daily", setup, deadline, 3), "10.0.0.1").id();
            assertThat(refusal(() -> contests.open(new Api.ContestNew("Another", setup, deadline, 3), "10.0.0.1")))
                    .isInstanceOf(Refused.class).hasMessageStartingWith("this address has opened 1 contests");
            assertThat(refusal(() -> contests.open(new Api.ContestNew("Past", setup, "2026-11-30T12:00:00Z", 3),
                    "10.0.0.2"))).hasMessageStartingWith("deadline 2026-11-30T12:00:00Z has passed");
            Random random = new Random(9);
            String table = randomTable(random, 30);
            String ada = contests.submit(id, null, new Api.Submission("Ada", table, "json")).secret();
            contests.submit(id, null, new Api.Submission("Bo", randomTable(random, 30), "json"));
            contests.submit(id, null, new Api.Submission("Cy", randomTable(random, 30), "json"));
            assertThat(refusal(() -> contests.submit(id, null, new Api.Submission("Di", table, "json"))))
                    .hasMessage("contest " + id + " has its most entries, 3");
            contests.submit(id, "Bearer " + ada, new Api.Submission("Ada", randomTable(random, 30), "json"));
            contests.submit(id, "Bearer " + ada, new Api.Submission("Ada", table, "json"));
            assertThat(refusal(() -> contests.submit(id, "Bearer " + ada, new Api.Submission("Ada", table, "json"))))
                    .isInstanceOf(Refused.class).hasMessageStartingWith("the entry Ada was submitted 3 times in the"
                            + " last minute");
            JsonNode open = standings(contests, id);
            while (open.get("pending").asLong() > 0) {
                Thread.sleep(20);
                open = standings(contests, id);
            }
            assertThat(open.get("final").asBoolean()).as("open until its deadline").isFalse();

            now.set(Instant.parse(deadline).toEpochMilli());
            assertThat(refusal(() -> contests.submit(id, null, new Api.Submission("Ed", table, "json"))))
                    .isInstanceOf(Refused.class).hasMessage("contest " + id + " closed at " + deadline
                            + "; it takes no more entries");
            JsonNode archived = standings(contests, id);
            assertThat(archived.get("final").asBoolean()).isTrue();
            assertThat(archived.get("entries")).hasSize(3);

            // A restart on the same database: the archived standings as they were, and nothing left to play.
            List<String> logged = new java.util.concurrent.CopyOnWriteArrayList<>();
            try (Contests again = new Contests(served, storage::contests, Contests.Limits.defaults(), now::get,
                    new Failures(recording(logged)))) {
                again.resume();
                assertThat(standings(again, id)).isEqualTo(archived);
                Thread.sleep(300);
                assertThat(logged).as("the restarted contests' player").isEmpty();
            }

            now.addAndGet(Duration.ofDays(29).toMillis());
            assertThat(contests.cleanUp()).isEmpty();
            now.addAndGet(Duration.ofDays(2).toMillis());
            assertThat(contests.cleanUp()).containsExactly(id);
            assertThat(refusal(() -> contests.standings(id))).isInstanceOf(Games.Gone.class);
        }
    }

    /** A log that keeps what it is told. */
    private static System.Logger recording(List<String> logged) {
        return new System.Logger() {
            @Override
            public String getName() {
                return "recording";
            }

            @Override
            public boolean isLoggable(Level level) {
                return true;
            }

            @Override
            public void log(Level level, java.util.ResourceBundle bundle, String message, Throwable thrown) {
                logged.add(level + " " + message + " " + thrown);
            }

            @Override
            public void log(Level level, java.util.ResourceBundle bundle, String format, Object... params) {
                logged.add(level + " " + format);
            }
        };
    }

    private static JsonNode standings(Contests contests, String id) throws IOException {
        return Json.mapper().readTree(contests.standings(id).bytes());
    }

    private static Throwable refusal(Runnable request) {
        try {
            request.run();
        } catch (RuntimeException e) {
            return e;
        }
        throw new AssertionError("the request was not refused");
    }
}
