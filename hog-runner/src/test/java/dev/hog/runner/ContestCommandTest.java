package dev.hog.runner;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.runner.io.Json;
import dev.hog.runner.web.WebServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code hog contest submit} and {@code withdraw} against a {@code hog serve} in this process (docs/contest.md): an
 * entry from a spec and from a table file, stored as the table the spec makes; a replacement with the entry's secret;
 * and every refusal (a wrong secret, a name taken, an unknown contest, a server not there, a bad spec, a random
 * strategy) in one line with exit code 2.
 */
class ContestCommandTest {
    private static final Plugins PLUGINS = Plugins.load(null);
    private static final Ruleset SP24 = PLUGINS.registry().get("sp24");
    private static final HttpClient CLIENT = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    /** A small goal: the pairs are played while the test waits. */
    private static final int GOAL = 30;
    private static final AtomicInteger NAMES = new AtomicInteger();
    private static WebServer server;
    private static String contest;

    @TempDir
    Path folder;

    @BeforeAll
    static void start() throws IOException {
        server = new WebServer("127.0.0.1", 0, PLUGINS, SP24, SP24.defaultGame(), OptionalLong.of(5));
        contest = open(GOAL);
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private record Reply(int status, JsonNode json) {
    }

    private static Reply send(String method, String path, String body, String secret) {
        HttpRequest.Builder request = HttpRequest.newBuilder(server.uri().resolve(path))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(body));
        if (body != null) {
            request.header("Content-Type", "application/json");
        }
        if (secret != null) {
            request.header("Authorization", "Bearer " + secret);
        }
        try {
            HttpResponse<String> response = CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofString());
            return new Reply(response.statusCode(), Json.mapper().readTree(response.body()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static JsonNode ok(Reply reply) {
        assertThat(reply.status()).as("%s", reply.json()).isEqualTo(200);
        return reply.json();
    }

    /** A contest open until tomorrow, under sp24 to a goal. */
    private static String open(int goal) {
        return ok(send("POST", "api/v2/contests", "{\"name\":\"Test contest\",\"setup\":{\"ruleset\":\"sp24\","
                + "\"options\":{},\"goal\":" + goal + "},\"deadline\":\"" + Instant.now().plus(Duration.ofDays(1))
                + "\",\"maxEntries\":50}",
                null)).get("id").asText();
    }

    private static JsonNode standings() {
        return ok(send("GET", "api/v2/contests/" + contest, null, null));
    }

    private static JsonNode entry(JsonNode standings, String name) {
        for (JsonNode entry : standings.get("entries")) {
            if (entry.get("name").asText().equals(name)) {
                return entry;
            }
        }
        return null;
    }

    /** The hash the server gives a table posted straight to it, under a name of its own. */
    private static String hashOf(String jsonTable) {
        String name = "direct-" + NAMES.incrementAndGet();
        return ok(send("POST", "api/v2/contests/" + contest + "/entries", Json.line(Map.of("name", name, "table",
                jsonTable, "format", "json")), null)).get("hash").asText();
    }

    /** A table of the goal's rows and columns, each cell given by the scores. */
    private static String jsonTable(java.util.function.IntBinaryOperator dice) {
        List<List<Integer>> rows = new ArrayList<>();
        for (int score = 0; score < GOAL; score++) {
            List<Integer> row = new ArrayList<>();
            for (int opponent = 0; opponent < GOAL; opponent++) {
                row.add(dice.applyAsInt(score, opponent));
            }
            rows.add(row);
        }
        return Json.line(rows);
    }

    private HogCli.Result hog(String... args) {
        return new HogCli(folder).env("HOG_CACHE", folder.resolve("cache").toString()).run(args);
    }

    private HogCli.Result submit(String name, String... more) {
        List<String> args = new ArrayList<>(List.of("contest", "submit", "--server", server.uri().toString(),
                "--contest", contest, "--name", name));
        args.addAll(List.of(more));
        return hog(args.toArray(String[]::new));
    }

    private static String secretIn(String out) {
        return out.lines().filter(line -> line.startsWith("The entry's secret: ")).findFirst().orElseThrow()
                .substring("The entry's secret: ".length()).strip();
    }

    private static void oneLineMistake(HogCli.Result result, String... says) {
        assertThat(result.exitCode()).as("%s", result).isEqualTo(2);
        assertThat(result.out()).isEmpty();
        assertThat(result.err().lines()).as("%s", result.err()).hasSize(1);
        assertThat(result.err()).startsWith("hog: ").contains(says);
    }

    @Test
    void alwaysFourIsEnteredAsItsTableAndTheSecretIsShownOnce() {
        HogCli.Result result = submit("Ada", "always:4");

        assertThat(result.exitCode()).as("%s", result).isZero();
        assertThat(result.err()).isEmpty();
        assertThat(result.out()).contains("Entered always:4 as Ada in contest Test contest (" + contest + ")")
                .containsPattern("Rank \\d+ of \\d+: beats \\d+, (mean win rate [01]\\.\\d{4}|no pair of it played"
                        + " yet)")
                .contains("Keep it: it alone replaces this entry");
        String secret = secretIn(result.out());
        assertThat(secret).isNotBlank();
        JsonNode ada = entry(standings(), "Ada");
        assertThat(ada).isNotNull();
        assertThat(ada.get("hash").asText()).isEqualTo(hashOf(jsonTable((score, opponent) -> 4)));
        // The secret is the entry's: it withdraws it.
        HogCli.Result withdrawn = hog("contest", "withdraw", "--server", server.uri().toString(), "--contest",
                contest, "--name", "Ada", "--secret", secret);
        assertThat(withdrawn.exitCode()).as("%s", withdrawn).isZero();
        assertThat(withdrawn.out()).startsWith("Withdrew Ada from contest Test contest (" + contest + "); ");
        assertThat(entry(standings(), "Ada")).isNull();
    }

    @Test
    void aNameOfSeveralWordsIsWithdrawnByItsName() {
        for (String name : List.of("Ada Lovelace", "Zoë O'Neil")) {
            HogCli.Result entered = submit(name, "always:3");
            assertThat(entered.exitCode()).as("%s", entered).isZero();

            HogCli.Result withdrawn = hog("contest", "withdraw", "--server", server.uri().toString(), "--contest",
                    contest, "--name", name, "--secret", secretIn(entered.out()));

            assertThat(withdrawn.exitCode()).as("%s: %s", name, withdrawn).isZero();
            assertThat(entry(standings(), name)).as(name).isNull();
        }
        oneLineMistake(submit("half/half", "always:3"), "refused (400)");
    }

    @Test
    void theAdministratorExportsEveryTableForATournament() throws IOException {
        String admin = ok(send("POST", "api/v2/contests", "{\"name\":\"Exported\",\"setup\":{\"ruleset\":\"sp24\","
                + "\"goal\":" + GOAL + "},\"deadline\":\"" + Instant.now().plus(Duration.ofDays(1)) + "\"}", null))
                .get("adminSecret").asText();
        String id = ok(send("GET", "api/v2/contests", null, null)).get("contests").get(0).get("id").asText();
        for (String spec : List.of("always:3", "always:5")) {
            assertThat(hog("contest", "submit", "--server", server.uri().toString(), "--contest", id, "--name",
                    spec.replace(':', '-'), spec).exitCode()).isZero();
        }

        HogCli.Result refused = hog("contest", "export", "--server", server.uri().toString(), "--contest", id,
                "--secret", "not-the-secret", "out");
        HogCli.Result exported = hog("contest", "export", "--server", server.uri().toString(), "--contest", id,
                "--secret", admin, "out");

        oneLineMistake(refused, "refused (403)");
        assertThat(exported.exitCode()).as("%s", exported).isZero();
        assertThat(exported.out()).contains("Wrote 2 entries' tables of contest " + id + " to out;",
                "hog tournament --ruleset sp24", "--goal " + GOAL + " --entries out plays them.");
        HogCli.Result played = hog("tournament", "--ruleset", "sp24", "--goal", String.valueOf(GOAL), "--entries",
                "out", "--json");
        assertThat(played.exitCode()).as("%s", played).isZero();
        assertThat(played.out()).contains("always-3.json", "always-5.json");
    }

    @Test
    void aTableFileIsEnteredCellForCell() throws IOException {
        StringBuilder csv = new StringBuilder("# a table of the test's\n");
        for (int score = 0; score < GOAL; score++) {
            List<String> row = new ArrayList<>();
            for (int opponent = 0; opponent < GOAL; opponent++) {
                row.add(String.valueOf((score * 7 + opponent * 3) % 11));
            }
            csv.append(String.join(",", row)).append('\n');
        }
        Files.writeString(folder.resolve("mine.csv"), csv);

        HogCli.Result result = submit("Table", "table:mine.csv", "--json");

        assertThat(result.exitCode()).as("%s", result).isZero();
        assertThat(result.out().lines()).hasSize(1);
        JsonNode answer = Json.mapper().readTree(result.out());
        assertThat(answer.get("name").asText()).isEqualTo("Table");
        assertThat(answer.get("secret").asText()).isNotBlank();
        String hash = answer.get("hash").asText();
        assertThat(hash).isEqualTo(hashOf(jsonTable((score, opponent) -> (score * 7 + opponent * 3) % 11)));
        assertThat(entry(standings(), "Table").get("hash").asText()).isEqualTo(hash);
    }

    @Test
    void theSecretReplacesTheTableAndTheSameTableCostsNothing() {
        String secret = secretIn(submit("Cy", "always:4").out());

        HogCli.Result replaced = submit("Cy", "--secret", secret, "always:6");
        HogCli.Result again = submit("Cy", "--secret", secret, "always:6");

        assertThat(replaced.exitCode()).as("%s", replaced).isZero();
        assertThat(replaced.out()).startsWith("Replaced Cy's table in contest Test contest (" + contest + ") with"
                + " always:6.").doesNotContain("secret");
        assertThat(again.exitCode()).as("%s", again).isZero();
        assertThat(again.out()).contains("(the same table as before: nothing new to play)");
        assertThat(entry(standings(), "Cy").get("hash").asText()).isEqualTo(hashOf(jsonTable((s, o) -> 6)));
    }

    @Test
    void aWrongSecretOrNoneIsRefusedAndChangesNothing() {
        submit("Di", "always:5");
        String hash = entry(standings(), "Di").get("hash").asText();

        oneLineMistake(submit("Di", "--secret", "not-the-secret", "always:2"), "refused (403)");
        oneLineMistake(submit("Di", "always:2"), "Di is entered already", "--secret");
        oneLineMistake(hog("contest", "withdraw", "--server", server.uri().toString(), "--contest", contest,
                "--name", "Di", "--secret", "not-the-secret"), "refused (403)");
        assertThat(entry(standings(), "Di").get("hash").asText()).isEqualTo(hash);
    }

    @Test
    void aServerNotThereIsNamed() throws IOException {
        int port;
        try (ServerSocket socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }
        String url = "http://127.0.0.1:" + port + "/";

        HogCli.Result result = hog("contest", "submit", "--server", url, "--contest", contest, "--name", "Ed",
                "always:4");

        oneLineMistake(result, "cannot reach the server at " + url);
    }

    @Test
    void anUnknownContestABadSpecAndABadNameAreOneLineEach() {
        oneLineMistake(hog("contest", "submit", "--server", server.uri().toString(), "--contest", "nope", "--name",
                "Flo", "always:4"), "has no contest nope");
        oneLineMistake(submit("Flo", "always:many"), "always:many (the entry)");
        oneLineMistake(submit("Flo", "table:missing.csv"), "missing.csv");
        oneLineMistake(submit("x".repeat(41), "always:4"), "refused (400)");
        oneLineMistake(hog("contest", "submit", "--server", "ftp://example.org/", "--contest", contest, "--name",
                "Flo", "always:4"), "not an HTTP address");
        assertThat(entry(standings(), "Flo")).isNull();
    }

    @Test
    void aRandomStrategyIsRefused() throws IOException {
        Python3.assumeAvailable();
        Files.writeString(folder.resolve("mixed.py"), "import random\n\n\n"
                + "def final_strategy(score, opponent_score):\n    return random.randint(3, 5)\n");

        HogCli.Result result = new HogCli(folder).env("HOG_CACHE", folder.resolve("cache").toString())
                .env("HOG_PYTHON_DRAWS", "3").run("contest", "submit", "--server", server.uri().toString(),
                        "--contest", contest, "--name", "Gus", "python:mixed.py");

        oneLineMistake(result, "python:mixed.py chooses at random", "a contest entry is one table");
        assertThat(entry(standings(), "Gus")).isNull();
    }

    @Test
    void aPythonStrategyIsEnteredAsItsTable() throws IOException {
        Python3.assumeAvailable();
        Files.writeString(folder.resolve("hog.py"), "def final_strategy(score, opponent_score):\n"
                + "    return 6 if score < opponent_score else 3\n");

        HogCli.Result result = submit("Hal", "python:hog.py");

        assertThat(result.exitCode()).as("%s", result).isZero();
        assertThat(entry(standings(), "Hal").get("hash").asText())
                .isEqualTo(hashOf(jsonTable((score, opponent) -> score < opponent ? 6 : 3)));
    }

    @Test
    void withoutASubcommandItShowsItsUsage() {
        HogCli.Result result = hog("contest");

        assertThat(result.exitCode()).isEqualTo(2);
        assertThat(result.err()).contains("submit", "withdraw");
    }
}
