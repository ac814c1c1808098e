package dev.hog.runner;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.hog.analysis.ExactWinRate;
import dev.hog.analysis.Solver;
import dev.hog.analysis.Tournament;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Strategy;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;

/** {@code hog tournament}: the course's contest, checked pair by pair against the solver behind {@code hog compare}. */
class TournamentCommandTest {
    @TempDir
    Path folder;

    private HogCli.Result hog(String... args) {
        return new HogCli(folder).run(args);
    }

    private static JsonNode json(HogCli.Result result) throws IOException {
        assertThat(result.exitCode()).as(result.err()).isZero();
        return new JsonMapper().readTree(result.out());
    }

    /** Random contest entries: a table of dice per file, seeded. */
    private List<int[][]> tables(Path into, int count, int goal, long seed) throws IOException {
        Files.createDirectories(into);
        SplittableRandom random = new SplittableRandom(seed);
        List<int[][]> tables = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            int[][] table = new int[goal][goal];
            StringBuilder csv = new StringBuilder();
            for (int[] row : table) {
                for (int j = 0; j < goal; j++) {
                    row[j] = random.nextInt(11);
                }
                csv.append(String.join(",", IntStream.of(row).mapToObj(String::valueOf).toList())).append('\n');
            }
            Files.writeString(into.resolve(String.format("entry%03d.csv", i)), csv);
            tables.add(table);
        }
        return tables;
    }

    @Test
    void baconAgainstAlwaysFiveIsTheCoursesExactFigure() throws IOException {
        JsonNode tournament = json(hog("tournament", "--ruleset", "su15", "bacon", "always:5", "swap", "--json"));
        JsonNode compare = json(hog("compare", "--ruleset", "su15", "bacon", "always:5", "--json"));

        assertThat(tournament.get("matrix").get(0).get(1).asDouble()).isCloseTo(0.5437, within(0.00005))
                .isCloseTo(compare.get("mean").asDouble(), within(1e-12));
        assertThat(tournament.get("first").get(0).get(1).asDouble())
                .isCloseTo(compare.get("first").asDouble(), within(1e-12));
        assertThat(tournament.fieldNames()).toIterable().containsExactly("ruleset", "options", "goal", "entries",
                "matrix", "first", "ranking", "seconds");
        assertThat(tournament.get("entries").toString()).isEqualTo("[\"bacon\",\"always:5\",\"swap\"]");
        assertThat(tournament.get("ruleset").asText()).isEqualTo("su15");
    }

    @Test
    void fortyEntriesRankAsThePairsComputedOneByOneSay() throws IOException {
        int goal = 100;
        List<int[][]> tables = tables(folder.resolve("contest"), 40, goal, 150);
        JsonNode tournament = json(hog("tournament", "--ruleset", "su15", "--goal", String.valueOf(goal),
                "--entries", "contest", "--json"));
        int n = tables.size();
        double[][] matrix = new double[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                matrix[i][j] = tournament.get("matrix").get(i).get(j).asDouble();
            }
        }

        // Every pair of the 820 costs the solver 3 ms one by one: 300 of them, drawn with a seed, each in both
        // seats, stand for the matrix, and the ranking follows from the whole matrix by the course's rule.
        GameDefinition rules = dev.hog.api.ruleset.RulesetRegistry.discover().get("su15").defaultGame().withGoal(goal);
        SplittableRandom pairs = new SplittableRandom(150);
        try (Solver solver = new Solver()) {
            List<Strategy> strategies = tables.stream().map(table -> (Strategy) (s, o) -> table[s][o]).toList();
            for (int sample = 0; sample < 300; sample++) {
                int i = pairs.nextInt(n);
                int j = pairs.nextInt(n);
                ExactWinRate rate = solver.winRate(rules, strategies.get(i), strategies.get(j));
                assertThat(matrix[i][j]).as("entry %d against %d", i, j).isCloseTo(rate.mean(), within(1e-12));
                assertThat(matrix[j][i]).as("entry %d against %d", j, i).isCloseTo(1 - rate.mean(), within(1e-12));
            }
        }
        int[] wins = new int[n];
        double[] average = new double[n];
        for (int i = 0; i < n; i++) {
            assertThat(matrix[i][i]).isCloseTo(0.5, within(1e-12));
            for (int j = 0; j < n; j++) {
                if (i != j) {
                    assertThat(matrix[i][j] + matrix[j][i]).isCloseTo(1, within(1e-12));
                    wins[i] += matrix[i][j] > Tournament.BEATS ? 1 : 0;
                    average[i] += matrix[i][j] / (n - 1);
                }
            }
        }
        List<String> expected = IntStream.range(0, n).boxed()
                .sorted(Comparator.comparingInt((Integer i) -> -wins[i]).thenComparingDouble(i -> -average[i]))
                .map(i -> String.format("entry%03d.csv", i)).toList();
        List<String> ranking = new ArrayList<>();
        tournament.get("ranking").forEach(name -> ranking.add(name.asText()));
        assertThat(ranking).isEqualTo(expected);
    }

    @Test
    void theMatrixIsWrittenAsCsvAndDrawnAsSvgInRankOrder() throws Exception {
        HogCli.Result result = hog("tournament", "--ruleset", "su18", "always:3", "bacon", "always:6", "optimal",
                "--csv", "matrix.csv", "--plot", "matrix.svg");

        assertThat(result.exitCode()).as(result.err()).isZero();
        assertThat(result.out()).contains("Rank  Wins  Mean win rate  Entry\n   1     3", "  optimal\n",
                "Wrote the matrix to matrix.csv", "Drew the matrix in matrix.svg");
        List<String> csv = Files.readAllLines(folder.resolve("matrix.csv"));
        assertThat(csv).hasSize(5);
        assertThat(csv.get(0)).isEqualTo("entry,always:3,bacon,always:6,optimal");
        assertThat(csv.get(4)).startsWith("optimal,");
        assertThat(Double.parseDouble(csv.get(2).split(",")[2])).isEqualTo(0.5);

        Document svg = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(folder.resolve("matrix.svg").toFile());
        assertThat(svg.getDocumentElement().getTagName()).isEqualTo("svg");
        assertThat(svg.getElementsByTagName("rect").getLength()).isEqualTo(1 + 4 * 4);
        assertThat(svg.getElementsByTagName("text").item(0).getTextContent()).isEqualTo("optimal");
    }

    @Test
    void identicalEntriesAreEvaluatedOnce() {
        HogCli.Result result = hog("tournament", "--ruleset", "sp24", "always:4", "boar", "always:4", "baseline");

        // always:4 twice, and baseline is always:6: three distinct entries, six pairs with themselves.
        assertThat(result.out()).startsWith("Tournament under sp24 (update=sus), goal 100: 4 entries, 6 pairs"
                + " evaluated exactly (identical entries once) in ");
    }

    @Test
    void everyBadEntryIsReportedInOneRun() throws IOException {
        Path bad = folder.resolve("bad");
        Files.createDirectories(bad);
        Files.writeString(bad.resolve("a-short.csv"), "1,2,3\n");
        StringBuilder eleven = new StringBuilder();
        StringBuilder words = new StringBuilder();
        for (int row = 0; row < 100; row++) {
            List<String> cells = new ArrayList<>(java.util.Collections.nCopies(100, "4"));
            List<String> worded = new ArrayList<>(cells);
            if (row == 7) {
                cells.set(3, "11");
                worded.set(5, "six");
            }
            eleven.append(String.join(",", cells)).append('\n');
            words.append(String.join(",", worded)).append('\n');
        }
        Files.writeString(bad.resolve("b-eleven.csv"), eleven);
        Files.writeString(bad.resolve("c-words.csv"), words);
        Files.writeString(bad.resolve("d-good.csv"), eleven.toString().replace("11", "5"));

        HogCli.Result result = hog("tournament", "--ruleset", "su15", "--entries", "bad", "nope", "always:4");

        assertThat(result.exitCode()).isEqualTo(2);
        assertThat(result.out()).isEmpty();
        List<String> lines = result.err().lines().toList();
        assertThat(lines).hasSize(4).allMatch(line -> line.startsWith("hog: "));
        assertThat(lines.get(0)).contains("nope");
        assertThat(lines.get(1)).contains("a-short.csv", "rows");
        assertThat(lines.get(2)).contains("b-eleven.csv", "11 dice", "scores 7 and 3");
        assertThat(lines.get(3)).contains("c-words.csv:8", "value 6", "'six'");
    }

    @Test
    void aTournamentNeedsTwoEntriesAndAnSvgPlot() {
        assertThat(hog("tournament", "--ruleset", "su15", "bacon").err())
                .startsWith("hog: A tournament needs at least two entries, not 1; ");
        assertThat(hog("tournament", "bacon", "always:4", "--plot", "matrix.png").err())
                .isEqualTo("hog: --plot draws SVG; give a file ending in .svg, not matrix.png\n");
        assertThat(hog("tournament", "bacon", "always:4", "--csv", "missing/matrix.csv").err())
                .startsWith("hog: Cannot write ").contains("missing/matrix.csv: the folder ")
                .endsWith(" does not exist; create it first\n");
        assertThat(hog("tournament", "bacon", "tables/none.csv").err())
                .isEqualTo("hog: tables/none.csv: no such file or folder\n");
    }
}
