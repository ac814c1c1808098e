package dev.hog.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Strategy;
import dev.hog.api.ruleset.Ruleset;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What the analysis returns are values: equal when what they found is equal, however long finding it took, with
 * arrays compared by content and never shared with the caller.
 */
class ResultValuesTest {
    private static final GameDefinition PLAIN = PairEvaluatorTest.PLAIN;

    @Test
    void twoSolvesOfAGameAreEqualThoughTheyTookDifferentTimes() {
        try (Solver one = new Solver(1); Solver two = new Solver(2)) {
            Solution first = one.optimal(PLAIN);
            Solution second = two.optimal(PLAIN);

            assertThat(second).isNotSameAs(first).isEqualTo(first).hasSameHashCodeAs(first);
            assertThat(second.strategy()).isEqualTo(first.strategy());
            assertThat(second.toString()).contains("seconds=");
            assertThat(one.optimal(PLAIN.withGoal(50))).isNotEqualTo(first);
        }
    }

    @Test
    void twoBestResponsesToAStrategyAreEqualThoughTheyTookDifferentTimes() {
        try (Solver one = new Solver(1); Solver two = new Solver(2)) {
            BestResponse first = one.bestResponse(PLAIN, Strategy.alwaysRoll(4));

            assertThat(two.bestResponse(PLAIN, Strategy.alwaysRoll(4))).isEqualTo(first).hasSameHashCodeAs(first);
            assertThat(one.bestResponse(PLAIN, Strategy.alwaysRoll(5))).isNotEqualTo(first);
        }
    }

    @Test
    void exactWinRatesAreEqualWhenBothSeatsAre() {
        ExactWinRate rate = ExactWinRate.of(0.6, 0.4);

        assertThat(rate).isEqualTo(ExactWinRate.of(0.6, 0.4)).hasSameHashCodeAs(ExactWinRate.of(0.6, 0.4));
        assertThat(rate).isNotEqualTo(ExactWinRate.of(0.4, 0.6));
        assertThat(rate.mean()).isEqualTo(0.5);
        assertThat(rate).hasToString("ExactWinRate[first=0.6, second=0.4]");
    }

    @Test
    void strategyTablesAreEqualWhenTheyChooseAlikeUnderTheSameName() {
        try (Solver solver = new Solver(1)) {
            StrategyTable always = solver.tabulate("always 4", PLAIN, Strategy.alwaysRoll(4));

            assertThat(solver.tabulate("always 4", PLAIN, Strategy.alwaysRoll(4))).isEqualTo(always)
                    .hasSameHashCodeAs(always);
            assertThat(solver.tabulate("always 4", PLAIN, Strategy.alwaysRoll(3))).isNotEqualTo(always);
            assertThat(solver.tabulate("four", PLAIN, Strategy.alwaysRoll(4))).isNotEqualTo(always);
        }
    }

    @Test
    void aTournamentResultKeepsItsOwnWinRates() {
        double[][] first = {{0.5, 0.7}, {0.4, 0.5}};
        Tournament.Result result = Tournament.ranked(PLAIN, List.of("a", "b"), first, 3, 1.0);

        first[0][1] = 0;
        result.first()[0][1] = 0;

        assertThat(result.first(0, 1)).isEqualTo(0.7);
        assertThat(result.first()).isDeepEqualTo(new double[][] {{0.5, 0.7}, {0.4, 0.5}});
    }

    @Test
    void tournamentResultsCompareTheirWinRatesByContentAndIgnoreTheTimeTaken() {
        Tournament.Result result = Tournament.ranked(PLAIN, List.of("a", "b"), new double[][] {{0.5, 0.7}, {0.4, 0.5}},
                3, 1.0);
        Tournament.Result again = Tournament.ranked(PLAIN, List.of("a", "b"), new double[][] {{0.5, 0.7}, {0.4, 0.5}},
                3, 9.0);
        Tournament.Result other = Tournament.ranked(PLAIN, List.of("a", "b"), new double[][] {{0.5, 0.6}, {0.4, 0.5}},
                3, 1.0);

        assertThat(again).isEqualTo(result).hasSameHashCodeAs(result);
        assertThat(other).isNotEqualTo(result);
    }

    @Test
    void aTournamentResultNeedsARowAndAColumnPerEntry() {
        assertThatThrownBy(() -> Tournament.ranked(PLAIN, List.of("a", "b"), new double[][] {{0.5, 0.7}}, 3, 1.0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("1 rows of win rates for 2 entries; there is one row per entry");
        assertThatThrownBy(() -> Tournament.ranked(PLAIN, List.of("a", "b"), new double[][] {{0.5, 0.7}, {0.4}}, 3,
                1.0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("row 1 of the win rates has 1 columns, not one per entry (2)");
    }

    @Test
    void aRulesetReportKeepsItsOwnArraysAndComparesThemByContent() {
        try (Solver solver = new Solver(1); Solver another = new Solver(2)) {
            Ruleset ruleset = Ruleset.builder("plain").rule(PairEvaluatorTest.TWO_FOR_NOTHING)
                    .maxDice(6).build();
            GameDefinition rules = ruleset.defaultGame().withGoal(30);
            RulesetAnalysis.Report report = RulesetAnalysis.analyse(ruleset, rules, solver, 25, 30, goal -> { });

            report.valueByGoal()[0] = -1;
            report.lengthDistribution()[1] = -1;

            assertThat(report.valueAt(25)).isNotEqualTo(-1);
            assertThat(report.valueByGoal()[0]).isEqualTo(report.valueAt(25));
            assertThat(report.lengthDistribution()[1]).isNotEqualTo(-1);
            RulesetAnalysis.Report again = RulesetAnalysis.analyse(ruleset, rules, another, 25, 30, goal -> { });
            assertThat(again).isEqualTo(report).hasSameHashCodeAs(report);
        }
    }
}
