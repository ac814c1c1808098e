package dev.hog.runner;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.runner.web.WebServer;
import java.io.IOException;
import java.net.URISyntaxException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalLong;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code python:FILE[:FUNCTION]}: a student's {@code hog.py}, written as the course's students write it (importing
 * {@code dice}, {@code ucb} and a helper module of its own, its {@code final_strategy} made by
 * {@code always_roll(4)}, the course's {@code bacon_strategy} and {@code swap_strategy} beside it), plays wherever a
 * spec does, with exactly the figures of the strategies it writes again.
 */
class PythonStrategyTest {
    @TempDir
    Path folder;

    /** The student's project folder: hog.py, dice.py, ucb.py and digits.py. */
    @BeforeEach
    void copyTheStudentsFiles() throws IOException, URISyntaxException {
        Path student = Path.of(PythonStrategyTest.class.getResource("/python/hog.py").toURI()).getParent();
        try (Stream<Path> files = Files.list(student)) {
            for (Path file : files.filter(file -> file.toString().endsWith(".py")).toList()) {
                Files.copy(file, folder.resolve(file.getFileName()));
            }
        }
    }

    private HogCli.Result hog(String... args) {
        Python3.assumeAvailable();
        HogCli.Result result = new HogCli(folder).run(args);
        assertThat(result.exitCode()).as("%s: %s", List.of(args), result.err()).isZero();
        assertThat(result.err()).isEmpty();
        return result;
    }

    @Test
    void finalStrategyMadeByAlwaysRollFourComparesExactlyAsAlwaysFour() {
        String python = hog("compare", "--ruleset", "su20", "python:hog.py", "always:4").out();
        String always = hog("compare", "--ruleset", "su20", "always:4", "always:4").out();

        assertThat(python).contains("python:hog.py");
        assertThat(python.replace("python:hog.py", "always:4")).isEqualTo(always);
    }

    @Test
    void andInJson() throws IOException {
        JsonNode python = json(hog("compare", "--ruleset", "su20", "python:hog.py", "always:4", "--json"));
        JsonNode always = json(hog("compare", "--ruleset", "su20", "always:4", "always:4", "--json"));

        assertThat(python.toString().replace("python:hog.py", "always:4")).isEqualTo(always.toString());
    }

    @Test
    void theCoursesSwapStrategyIsSu20sSwap() {
        String python = hog("compare", "--ruleset", "su20", "python:hog.py:swap_strategy", "bacon").out();
        String java = hog("compare", "--ruleset", "su20", "swap", "bacon").out();

        assertThat(python.replace("python:hog.py:swap_strategy", "swap:cutoff=8,rolls=6")).isEqualTo(java);
    }

    @Test
    void whatTheStudentsCodePrintsIsLeftOut() {
        String traced = hog("compare", "--ruleset", "su20", "python:hog.py:chatty_strategy", "always:6").out();
        String always = hog("compare", "--ruleset", "su20", "always:4", "always:6").out();

        assertThat(traced.replace("python:hog.py:chatty_strategy", "always:4")).isEqualTo(always);
    }

    @Test
    void aTournamentEntry() throws IOException {
        JsonNode python = json(hog("tournament", "--ruleset", "su20", "python:hog.py:swap_strategy", "bacon",
                "always:4", "--json"));
        JsonNode java = json(hog("tournament", "--ruleset", "su20", "swap", "bacon", "always:4", "--json"));

        assertThat(python.get("entries").get(0).textValue()).isEqualTo("python:hog.py:swap_strategy");
        for (String figures : List.of("matrix", "first", "ranking")) {
            assertThat(python.get(figures).toString().replace("python:hog.py:swap_strategy", "swap"))
                    .isEqualTo(java.get(figures).toString());
        }
    }

    @Test
    void playsASeededGameAsTheStrategyItWritesAgain() {
        String python = hog("play", "--ruleset", "su20", "--seed", "3", "--p0", "always:5", "--p1",
                "python:hog.py:swap_strategy").out();
        String java = hog("play", "--ruleset", "su20", "--seed", "3", "--p0", "always:5", "--p1", "swap").out();

        assertThat(python).contains("(player 1, python:hog.py:swap_strategy)");
        assertThat(python.replace("python:hog.py:swap_strategy", "swap:cutoff=8,rolls=6")).isEqualTo(java);
    }

    @Test
    void simulates() {
        String python = hog("simulate", "--ruleset", "su20", "--p0", "python:hog.py", "--p1", "baseline", "--games",
                "2000", "--seed", "9", "--threads", "1").out();
        String always = hog("simulate", "--ruleset", "su20", "--p0", "always:4", "--p1", "baseline", "--games",
                "2000", "--seed", "9", "--threads", "1").out();

        assertThat(figures(python.replace("python:hog.py", "always:4"))).isEqualTo(figures(always));
    }

    /** A simulation's report but for its speed. */
    private static List<String> figures(String simulated) {
        return simulated.lines().filter(line -> !line.contains(" per second ")).toList();
    }

    @Test
    void theBestResponseToIt() throws IOException {
        JsonNode python = json(hog("solve", "--ruleset", "su20", "--vs", "python:hog.py", "--json"));
        JsonNode always = json(hog("solve", "--ruleset", "su20", "--vs", "always:4", "--json"));

        assertThat(python.get("bestResponse")).isEqualTo(always.get("bestResponse"));
    }

    @Test
    void aConfigurationsFileIsFoundBesideIt() throws IOException {
        Path contest = Files.createDirectory(folder.resolve("contest"));
        try (Stream<Path> files = Files.list(folder)) {
            for (Path file : files.filter(file -> file.toString().endsWith(".py")).toList()) {
                Files.move(file, contest.resolve(file.getFileName()));
            }
        }
        Files.writeString(contest.resolve("hog.yaml"), """
                ruleset: su20
                players:
                  - name: Student
                    strategy: python:hog.py:bacon_strategy
                  - name: Staff
                    strategy: always:4
                """);

        String played = hog("play", "--config", "contest/hog.yaml", "--seed", "1").out();

        assertThat(played).contains("Student (player 0, python:hog.py:bacon_strategy) against Staff (player 1,"
                + " always:4).");
    }

    @Test
    void thePageNeverRunsAPythonFile() throws IOException, InterruptedException {
        Plugins plugins = Plugins.load(null);
        Ruleset su20 = plugins.registry().get("su20");
        GameDefinition rules = su20.defaultGame();
        try (WebServer server = new WebServer("127.0.0.1", 0, plugins, su20, rules, OptionalLong.of(1))) {
            HttpRequest request = HttpRequest.newBuilder(server.uri().resolve("/strategy"))
                    .POST(HttpRequest.BodyPublishers.ofString("{\"name\":\"python:" + folder.resolve("hog.py")
                            + "\",\"scores\":[1,2]}"))
                    .header("Content-Type", "application/json").build();
            HttpResponse<String> response = HttpClient.newHttpClient().send(request,
                    HttpResponse.BodyHandlers.ofString());

            assertThat(response.statusCode()).isEqualTo(400);
            assertThat(new JsonMapper().readTree(response.body()).get("error").textValue())
                    .isEqualTo("python:FILE runs a file on the server, which the page cannot; upload the strategy's"
                            + " choices as a table on the strategy page instead");
        }
    }

    private static JsonNode json(HogCli.Result result) throws IOException {
        return new JsonMapper().readTree(result.out());
    }
}
