package dev.hog.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Strategy;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetRegistry;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * su20 with Feral Hogs, the ruleset a new user meets first, at its own goal: pairs of contest-like entries swept over
 * the states that can differ agree with the solver's duel over every state to within 1e-12, and a pair with the
 * optimal strategy, which chooses by what is remembered, is the duel's to the bit. hog-analysis tests the sweep on
 * rules of its own; this runs it on the real ruleset, which lives in the module that holds every ruleset.
 */
class Su20PairsTest {
    @Test
    void contestEntriesUnderFeralHogsAgreeWithTheDuel() {
        Ruleset su20 = RulesetRegistry.discover().get("su20");
        GameDefinition rules = su20.defaultGame();
        List<Strategy> strategies = new ArrayList<>(List.of(su20.baseline(), su20.strategy("bacon")));
        SplittableRandom random = new SplittableRandom(20);
        for (int i = 0; i < 2; i++) {
            int[][] dice = new int[rules.goal()][rules.goal()];
            for (int[] row : dice) {
                for (int j = 0; j < row.length; j++) {
                    row[j] = random.nextInt(rules.maxDice() + 1);
                }
            }
            strategies.add((score, opponent) -> dice[score][opponent]);
        }
        try (PairEvaluator evaluator = PairEvaluator.of(rules); Solver solver = new Solver(2)) {
            assertThat(evaluator.sweeps()).isTrue();
            for (Strategy a : strategies) {
                for (Strategy b : strategies) {
                    ExactWinRate swept = evaluator.evaluate(evaluator.entry(a), evaluator.entry(b));
                    ExactWinRate solved = solver.winRate(rules, a, b);
                    assertThat(swept.first()).as("%s against %s first", a, b).isCloseTo(solved.first(), within(1e-12));
                    assertThat(swept.second()).as("%s against %s second", a, b)
                            .isCloseTo(solved.second(), within(1e-12));
                }
            }
            Strategy optimal = solver.optimal(rules).strategy();
            assertThat(evaluator.evaluate(evaluator.entry(optimal), evaluator.entry(strategies.get(2))))
                    .isEqualTo(solver.winRate(rules, optimal, strategies.get(2)));
        }
    }
}
