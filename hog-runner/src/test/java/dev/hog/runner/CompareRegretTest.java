package dev.hog.runner;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.hog.analysis.Solver;
import dev.hog.analysis.StrategyTable;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Strategy;
import java.nio.file.Path;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * {@code hog compare --regret}: the regrets add up to the chance given away, as the solver computes it apart, and the
 * map is drawn as a heat map of a cell per pair of scores.
 */
class CompareRegretTest {
    @TempDir
    Path folder;

    /** {@code hog compare --ruleset RULESET A B --regret FILE --json}, which must succeed. */
    private JsonNode regretJson(String ruleset, String a, String b, String file) throws Exception {
        HogCli.Result result = regret("--ruleset", ruleset, a, b, "--regret", file, "--json");
        assertThat(result.exitCode()).as(result.err()).isZero();
        return new JsonMapper().readTree(result.out());
    }

    private HogCli.Result regret(String... args) {
        String[] compare = new String[args.length + 1];
        compare[0] = "compare";
        System.arraycopy(args, 0, compare, 1, args.length);
        return new HogCli(folder).run(compare);
    }

    /** The cells of a heat map, checked to be one XML document. */
    private NodeList cells(String file) throws Exception {
        Document svg = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(folder.resolve(file).toFile());
        assertThat(svg.getDocumentElement().getTagName()).isEqualTo("svg");
        NodeList groups = svg.getElementsByTagName("g");
        for (int i = 0; i < groups.getLength(); i++) {
            Element group = (Element) groups.item(i);
            if (group.getAttribute("class").equals("cells")) {
                return group.getElementsByTagName("rect");
            }
        }
        throw new AssertionError("no cells in " + file);
    }

    @ParameterizedTest
    @ValueSource(strings = {"su20", "sp24"})
    void theOptimalStrategyGivesNothingAwayAgainstItself(String ruleset) throws Exception {
        JsonNode compared = regretJson(ruleset, "optimal", "optimal", "f.svg");

        JsonNode regret = compared.get("regret");
        assertThat(regret.get("total").asDouble()).isCloseTo(0, within(1e-12));
        assertThat(regret.get("costliest")).isEmpty();
        assertThat(compared.get("mean").asDouble()).isCloseTo(0.5, within(1e-12));
        assertThat(cells("f.svg").getLength()).isEqualTo(100 * 100);
    }

    @ParameterizedTest
    @ValueSource(strings = {"su20", "sp24"})
    void alwaysFourGivesAwayWhatTheSolverSays(String ruleset) throws Exception {
        GameDefinition rules = Plugins.load(null).registry().get(ruleset).defaultGame();
        double expected;
        try (Solver solver = new Solver(2)) {
            StrategyTable optimal = solver.optimal(rules).strategy();
            expected = solver.winRate(rules, optimal, optimal).mean()
                    - solver.winRate(rules, Strategy.alwaysRoll(4), optimal).mean();
        }

        JsonNode compared = regretJson(ruleset, "always:4", "optimal", "f.svg");

        JsonNode regret = compared.get("regret");
        assertThat(compared.fieldNames()).toIterable().containsExactly("first", "second", "mean", "regret");
        assertThat(regret.get("total").asDouble()).isCloseTo(expected, within(1e-12));
        assertThat(regret.get("winRate").asDouble()).isEqualTo(compared.get("mean").asDouble());
        assertThat(regret.get("costliest")).hasSize(10);
        JsonNode costliest = regret.get("costliest").get(0);
        assertThat(costliest.get("dice").asInt()).isEqualTo(4);
        assertThat(costliest.get("best").asInt()).isNotEqualTo(4);
        assertThat(costliest.get("regret").asDouble())
                .isCloseTo(costliest.get("weight").asDouble() * costliest.get("loss").asDouble(), within(1e-18));
        assertThat(costliest.has("memories")).isEqualTo(ruleset.equals("su20"));
        assertThat(costliest.has("turn")).isFalse();
        assertThat(cells("f.svg").getLength()).isEqualTo(100 * 100);
    }

    @Test
    void theRegretReadsWell() throws Exception {
        HogCli.Result result = regret("--ruleset", "sp24", "always:4", "optimal", "--regret", "f.svg");

        assertThat(result.exitCode()).as(result.err()).isZero();
        String[] lines = result.out().split("\n");
        assertThat(lines[0]).startsWith("sp24 (");
        assertThat(lines[1]).matches("Regret of always:4 against optimal: \\d+\\.\\d{4} percentage points in all,"
                + " the best response's mean win rate \\(0\\.5\\d+\\) less always:4's \\(0\\.\\d{6}\\)\\.");
        assertThat(lines[2]).startsWith("The ten costliest states (weight: how often a game reaches the state");
        assertThat(lines[3]).isEqualTo("Score  Opponent  Dice  Best    Weight      Loss    Regret");
        assertThat(lines).hasSize(15);
        assertThat(lines[4]).matches(" +\\d+ +\\d+ +4 +\\d+ +0\\.\\d{6} +\\d+\\.\\d{4} +\\d+\\.\\d{4}");
        assertThat(lines[14]).isEqualTo("Drew the regret map in f.svg");
        assertThat(cells("f.svg").getLength()).isEqualTo(100 * 100);
    }

    @Test
    void theMemoriesOfFeralHogsAreColumnsOfTheirOwn() {
        HogCli.Result result = regret("--ruleset", "su20", "--goal", "30", "always:4", "optimal", "--regret", "f.svg");

        assertThat(result.exitCode()).as(result.err()).isZero();
        assertThat(result.out()).contains("\nScore  Opponent  Feral Hogs  Dice  Best    Weight      Loss    Regret\n")
                .contains("\n(A memory column: what the rule remembers of always:4, and of optimal.)\n");
    }
}
