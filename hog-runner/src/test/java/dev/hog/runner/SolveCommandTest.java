package dev.hog.runner;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code hog solve}, {@code hog compare}, the {@code optimal} spec and strategy tables exported and read back. */
class SolveCommandTest {
    @TempDir
    Path folder;

    private HogCli.Result hog(String... args) {
        return new HogCli(folder).run(args);
    }

    private static JsonNode json(HogCli.Result result) throws Exception {
        assertThat(result.exitCode()).as(result.err()).isZero();
        return new JsonMapper().readTree(result.out());
    }

    @Test
    void compareGivesTheCoursesPublishedFigure() throws Exception {
        JsonNode rate = json(hog("compare", "--ruleset", "su15", "bacon", "baseline", "--json"));

        assertThat(rate.get("mean").asDouble()).isBetween(0.54365, 0.54375);
        assertThat(rate.get("mean").asDouble())
                .isEqualTo((rate.get("first").asDouble() + rate.get("second").asDouble()) / 2);
        assertThat(rate.fieldNames()).toIterable().containsExactly("first", "second", "mean");
    }

    /** Against itself a strategy plays the same game from either seat: an even match, with no rounding left over. */
    @Test
    void aStrategyAgainstItselfIsAnEvenMatch() throws Exception {
        for (String strategy : List.of("always:6", "optimal")) {
            JsonNode rate = json(hog("compare", "--ruleset", "su20", strategy, strategy, "--json"));

            assertThat(rate.get("mean").asText()).as(strategy).isEqualTo("0.5");
            assertThat(rate.get("second").asDouble()).as(strategy).isEqualTo(1 - rate.get("first").asDouble());
        }
    }

    @Test
    void compareReadsWell() {
        HogCli.Result result = hog("compare", "--ruleset", "su15", "always:4", "always:5");

        assertThat(result.out()).isEqualTo("su15 (hog-wild=true, swine-swap=true), goal 100: always:4 beats"
                + " always:5 0.464025 moving first, 0.454389"
                + " moving second, 0.459207 on average.\n");
    }

    @Test
    void solveReportsTheValueAndTheOptimalStrategysWinRates() throws Exception {
        JsonNode solved = json(hog("solve", "--ruleset", "su15", "--json"));

        assertThat(solved.get("ruleset").asText()).isEqualTo("su15");
        assertThat(solved.get("goal").asInt()).isEqualTo(100);
        assertThat(solved.get("value").asDouble()).isBetween(0.5, 0.51);
        assertThat(solved.get("seconds").asDouble()).isPositive();
        assertThat(solved.get("winRates")).extracting(node -> node.get("against").asText())
                .containsExactly("always:5", "bacon:margin=8,rolls=5", "swap:margin=8,rolls=5");
        assertThat(solved.get("winRates").get(0).get("mean").asDouble()).as("optimal against the baseline")
                .isGreaterThan(0.58);
        assertThat(solved.has("bestResponse")).isFalse();
    }

    @Test
    void solveFindsTheBestResponse() throws Exception {
        JsonNode solved = json(hog("solve", "--ruleset", "sp21", "--goal", "50", "--vs", "piggypoints", "--json"));
        JsonNode optimal = json(hog("compare", "--ruleset", "sp21", "--goal", "50", "optimal", "piggypoints",
                "--json"));

        assertThat(solved.get("goal").asInt()).isEqualTo(50);
        assertThat(solved.get("bestResponse").get("mean").asDouble())
                .isGreaterThanOrEqualTo(optimal.get("mean").asDouble());
    }

    @Test
    void solveReadsWell() {
        HogCli.Result result = hog("solve", "--ruleset", "su18");

        assertThat(result.out()).startsWith("su18 (swine-swap=true), goal 100: solved in ");
        assertThat(result.out()).contains(" 10,000 states seen from the mover, in one exact pass in decreasing sum of"
                + " the scores.\nValue of the game: the first player wins 0.");
        assertThat(result.out()).contains("  against always:4 ");
    }

    @Test
    void anExportedStrategyWithMemoryPlaysExactlyAsTheOptimalOne() throws Exception {
        HogCli.Result solved = hog("solve", "--ruleset", "su20", "--goal", "40", "--export", "optimal.csv");
        String table = Files.readString(folder.resolve("optimal.csv"));

        assertThat(solved.out()).endsWith("Wrote the optimal strategy to optimal.csv; play it with"
                + " table:optimal.csv\n");
        assertThat(table).contains("\nscore,memory,opponent_memory,0,1,2,");
        assertThat(table.lines().filter(line -> !line.startsWith("#"))).hasSize(1 + 40 * 14 * 14);
        JsonNode fromTable = json(hog("compare", "--ruleset", "su20", "--goal", "40", "table:optimal.csv", "baseline",
                "--json"));
        JsonNode optimal = json(hog("compare", "--ruleset", "su20", "--goal", "40", "optimal", "baseline", "--json"));
        assertThat(fromTable).isEqualTo(optimal);
    }

    @Test
    void aStrategyWithoutMemoryExportsToTheContestsJson() throws Exception {
        hog("solve", "--ruleset", "su15", "--export", "optimal.json");

        JsonNode table = new JsonMapper().readTree(folder.resolve("optimal.json").toFile());
        assertThat(table).hasSize(100);
        assertThat(table.get(0)).hasSize(100);
        assertThat(json(hog("compare", "--ruleset", "su15", "table:optimal.json", "optimal", "--json"))
                .get("mean").asDouble()).isCloseTo(0.5, org.assertj.core.api.Assertions.within(1e-15));
    }

    @Test
    void theBestResponseCanBeExportedToo() {
        HogCli.Result result = hog("solve", "--ruleset", "su15", "--vs", "always:5", "--export", "answer.csv");

        assertThat(result.out()).contains("Best response to always:5 (first, second, mean): 0.761373  0.756494"
                + "  0.758934")
                .endsWith("Wrote the best response to answer.csv; play it with table:answer.csv\n");
    }

    @Test
    void aTableWithMemoryCannotBeJson() {
        HogCli.Result result = hog("solve", "--ruleset", "su20", "--export", "optimal.json");

        assertThat(result.err()).isEqualTo("hog: A JSON table holds a choice per pair of scores only, and the rules of"
                + " su20 (feral-hogs=true, swine-swap=true), goal 100 also tell apart what they remember of"
                        + " each player; export to a"
                + " .csv file\n");
        assertThat(result.exitCode()).isEqualTo(2);
        assertThat(result.out()).isEmpty();
    }

    @Test
    void aMemoryTableMustFitTheRules() {
        hog("solve", "--ruleset", "su20", "--goal", "20", "--export", "memory.csv");

        HogCli.Result wrongRules = hog("compare", "--ruleset", "su15", "--goal", "20", "table:memory.csv", "baseline");

        assertThat(wrongRules.err()).isEqualTo("hog: table:memory.csv (the first strategy): "
                + folder.resolve("memory.csv")
                + ": the table has memory columns, but the rules of su15 (hog-wild=true, swine-swap=true), goal"
                        + " 20 remember nothing; leave them out\n");
    }

    @Test
    void optimalIsAStrategySpecEverywhere() {
        HogCli.Result simulated = hog("simulate", "--ruleset", "su15", "--p0", "optimal", "--p1", "baseline",
                "--games", "100000", "--seed", "2", "--json");
        HogCli.Result traced = hog("trace", "--ruleset", "su15", "--dice", "3", "--p0", "optimal", "--p1", "optimal",
                "--json");

        assertThat(simulated.out()).contains("\"winRate\":0.69");
        assertThat(traced.exitCode()).isZero();
    }

    @Test
    void aPersonCannotBeSolved() {
        HogCli.Result result = hog("compare", "--ruleset", "su20", "human", "baseline");

        assertThat(result.err()).isEqualTo("hog: human (the first strategy): a person cannot be solved or simulated;"
                + " give always:N,"
                + " baseline, optimal, table:FILE, python:FILE or a ruleset's named strategy\n");
        assertThat(result.exitCode()).isEqualTo(2);
    }
}
