package dev.hog.runner;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code hog trace}: one game with test dice. */
class TraceCommandTest {
    @TempDir
    Path folder;

    private HogCli.Result trace(String... args) {
        return new HogCli(folder).run(args);
    }

    @Test
    void writesOneJsonObjectPerTurnThenTheEnd() {
        HogCli.Result result = trace("trace", "--ruleset", "su20", "--dice", "3,4,5", "--p0", "always:3", "--p1",
                "bacon", "--goal", "30", "--json");

        assertThat(result.out()).isEqualTo("""
                {"number":0,"player":0,"extraTurn":false,"movesAgain":false,"dice":3,"sides":6,"outcomes":[3,4,5],"points":12,"scores":[12,0],"effects":[],"commentary":[]}
                {"number":1,"player":1,"extraTurn":false,"movesAgain":false,"dice":0,"sides":6,"outcomes":[],"points":9,"scores":[12,9],"effects":[{"rule":"Free Bacon","message":"9 points."}],"commentary":[]}
                {"number":2,"player":0,"extraTurn":false,"movesAgain":false,"dice":3,"sides":6,"outcomes":[3,4,5],"points":12,"scores":[24,9],"effects":[],"commentary":[]}
                {"number":3,"player":1,"extraTurn":false,"movesAgain":false,"dice":0,"sides":6,"outcomes":[],"points":8,"scores":[24,17],"effects":[{"rule":"Free Bacon","message":"8 points."}],"commentary":[]}
                {"number":4,"player":0,"extraTurn":false,"movesAgain":false,"dice":3,"sides":6,"outcomes":[3,4,5],"points":12,"scores":[17,36],"effects":[{"rule":"Swine Swap","message":"Scores swapped."}],"commentary":[]}
                {"final":[17,36],"winner":1}
                """);
        assertThat(result.exitCode()).isZero();
    }

    @Test
    void readsWellByDefault() {
        HogCli.Result result = trace("trace", "--ruleset", "su20", "--dice", "3,4,5", "--p0", "always:3", "--p1",
                "bacon", "--goal", "30");

        assertThat(result.out()).isEqualTo("""
                Player 0: 3 dice: 3 4 5 = 12 points.
                  Player 0 12, Player 1 0.
                Player 1: no dice = 9 points.
                  Free Bacon! 9 points.
                  Player 0 12, Player 1 9.
                Player 0: 3 dice: 3 4 5 = 12 points.
                  Player 0 24, Player 1 9.
                Player 1: no dice = 8 points.
                  Free Bacon! 8 points.
                  Player 0 24, Player 1 17.
                Player 0: 3 dice: 3 4 5 = 12 points.
                  Swine Swap! Scores swapped.
                  Player 0 17, Player 1 36.
                Player 1 wins, 36 to 17.
                """);
    }

    @Test
    void startScoresGoalAndOptionsComeFromTheFlags() {
        HogCli.Result result = trace("trace", "--ruleset", "su20", "--set", "feral-hogs=false", "--dice", "3",
                "--p0", "always:4", "--p1", "always:4", "--score0", "87", "--score1", "88", "--json");

        assertThat(result.out()).endsWith("{\"final\":[100,99],\"winner\":0}\n");
    }

    @Test
    void namesDiceOfAnotherSize() {
        HogCli.Result result = trace("trace", "--ruleset", "su15", "--dice", "2", "--p0", "always:2", "--p1",
                "always:2", "--goal", "5");

        assertThat(result.out()).startsWith("Player 0: 2 dice (4-sided): 2 2 = 4 points.\n  Hog Wild! Four-sided dice.");
    }

    @Test
    void aStrategyOfTooManyDiceIsAMistake() {
        HogCli.Result result = trace("trace", "--ruleset", "su20", "--dice", "3", "--p0", "always:11", "--p1",
                "always:1");

        assertThat(result.err()).isEqualTo("hog: --p0 always:11: always:N needs a number of dice from 0 to 10, such as"
                + " always:6; not always:11\n");
        assertThat(result.exitCode()).isEqualTo(2);
    }

    @Test
    void unknownStrategiesListWhatExists() {
        HogCli.Result result = trace("trace", "--ruleset", "sp24", "--dice", "3", "--p0", "bacon", "--p1",
                "always:1");

        assertThat(result.err()).isEqualTo("hog: --p0 bacon: Unknown strategy 'bacon'; the strategies are always:N,"
                + " baseline (always:6), boar[:threshold=11,rolls=6], sus[:threshold=11,rolls=6], catch-up, human,"
                + " table:FILE, python:FILE[:FUNCTION], optimal\n");
    }

    @Test
    void namedStrategiesTakeParameters() {
        HogCli.Result bad = trace("trace", "--ruleset", "su20", "--dice", "3", "--p0", "bacon:cutoff=x", "--p1",
                "always:1");
        HogCli.Result good = trace("trace", "--ruleset", "su20", "--dice", "3", "--p0", "bacon:cutoff=1,rolls=2",
                "--p1", "always:1", "--goal", "5", "--json");

        assertThat(bad.err()).isEqualTo("hog: --p0 bacon:cutoff=x: Strategy bacon: cutoff must be a whole number,"
                + " not 'x'\n");
        assertThat(good.out()).startsWith("{\"number\":0,\"player\":0,\"extraTurn\":false,"
                + "\"movesAgain\":false,\"dice\":0,");
    }

    @Test
    void anUnknownRulesetListsTheRulesets() {
        HogCli.Result result = trace("trace", "--ruleset", "fa14", "--dice", "3", "--p0", "always:1", "--p1",
                "always:1");

        assertThat(result.err()).isEqualTo("hog: Unknown ruleset 'fa14'; the rulesets are " + HogCli.RULESETS
                + "\n");
        assertThat(result.exitCode()).isEqualTo(2);
    }

    @Test
    void withoutTestDiceTheSeedRollsFairDiceTheSameEachTime() {
        String[] args = {"trace", "--ruleset", "su20", "--p0", "always:4", "--p1", "baseline", "--seed", "8",
            "--json"};

        HogCli.Result first = trace(args);

        assertThat(first.out()).isEqualTo(trace(args).out()).endsWith("}\n").contains("\"final\":");
        assertThat(first.exitCode()).isZero();
    }

    @Test
    void aTestDieFaceTheDiceDoNotHaveIsAMistake() {
        HogCli.Result result = trace("trace", "--ruleset", "su20", "--dice", "3,7", "--p0", "always:2", "--p1",
                "always:2");

        assertThat(result.err()).isEqualTo("hog: --dice 3,7: a 6-sided die came up 7, a face it does not have; give"
                + " outcomes from 1 to 6\n");
        assertThat(result.exitCode()).isEqualTo(2);
    }

    @Test
    void testDiceOutcomesAreAtLeastOne() {
        HogCli.Result result = trace("trace", "--dice", "3,0", "--p0", "always:1", "--p1", "always:1");

        assertThat(result.err()).isEqualTo("hog: --dice takes outcomes of at least 1, such as --dice 3,4,5; not 0\n");
    }
}
