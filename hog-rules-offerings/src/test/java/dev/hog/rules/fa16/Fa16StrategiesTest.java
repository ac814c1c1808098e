package dev.hog.rules.fa16;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Strategy;
import dev.hog.api.ruleset.StrategyDefinition;
import dev.hog.rules.sp17.Sp17;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The course's bacon_strategy and swap_strategy: the skeleton's are sp17's, with the same defaults, and they weigh
 * rolling no dice as fa16 scores it. The course's cases run in {@link Fa16CourseCasesTest}, but for the locked ones.
 */
class Fa16StrategiesTest {
    @ParameterizedTest(name = "{0} is sp17's, margin 8 and 4 dice by default")
    @CsvSource({"bacon", "swap"})
    void theStrategiesAreSp17s(String name) {
        StrategyDefinition definition = Fa16.ruleset().strategyDefinition(name).orElseThrow();

        assertThat(definition).isSameAs(Sp17.ruleset().strategyDefinition(name).orElseThrow());
        assertThat(definition.create().toString()).isEqualTo(name + ":margin=8,rolls=4");
    }

    @Test
    void baconRollsNoDiceExactlyWhenFa16sZeroDiceTurnGivesTheMargin() {
        // Free Bacon, boosted by Hogtimus Prime, never reaches When Pigs Fly's cap of 25: sp17's count is fa16's.
        GameDefinition rules = Fa16.ruleset().game(Map.of(Fa16.SWINE_SWAP, "false"));
        for (int opponentScore = 0; opponentScore < 100; opponentScore++) {
            int points = rules.next(rules.start(0, opponentScore), 0, 0).score0();

            assertThat(strategy("bacon", points, 6).numRolls(0, opponentScore)).as("against %d", opponentScore)
                    .isZero();
            assertThat(strategy("bacon", points + 1, 6).numRolls(0, opponentScore)).as("against %d", opponentScore)
                    .isEqualTo(6);
        }
    }

    @ParameterizedTest(name = "{0}({1}, {2}, {3}, {4}) = {5}")
    @CsvSource({"bacon, 0, 0, 8, 5, 5", "bacon, 70, 50, 8, 5, 5", "bacon, 50, 70, 8, 5, 0", "swap, 33, 60, 8, 6, 0",
            "swap, 30, 54, 8, 6, 6"})
    void theLockedCasesAsTheStudentsUnlockedThem(String name, int score, int opponentScore, int margin, int rolls,
            int dice) {
        // tests/09.py and tests/10.py hash these answers; SOURCE.md names the copies that give them.
        assertThat(strategy(name, margin, rolls).numRolls(score, opponentScore)).isEqualTo(dice);
    }

    private static Strategy strategy(String name, int margin, int rolls) {
        return Fa16.ruleset().strategyDefinition(name).orElseThrow()
                .create(Map.of("margin", margin, "rolls", rolls));
    }
}
