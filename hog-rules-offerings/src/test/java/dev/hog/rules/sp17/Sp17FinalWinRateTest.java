package dev.hog.rules.sp17;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.analysis.Solver;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Strategy;
import org.junit.jupiter.api.Test;

/**
 * The course's test 11: the final strategy wins at least 65% against always_roll(4) (the staff's
 * {@code tests/utils.py} computes it exactly). The SDK's final strategy is the exact optimal one.
 */
class Sp17FinalWinRateTest {
    @Test
    void theOptimalStrategyWinsAtLeastSixtyFivePercentAgainstTheBaseline() {
        GameDefinition rules = Sp17.ruleset().defaultGame();
        try (Solver solver = new Solver()) {
            Strategy optimal = solver.optimal(rules).strategy();

            assertThat(Sp17.ruleset().baseline().numRolls(37, 59)).as("always_roll(4)").isEqualTo(4);
            assertThat(solver.winRate(rules, optimal, Sp17.ruleset().baseline()).mean())
                    .isGreaterThanOrEqualTo(0.65);
        }
    }
}
