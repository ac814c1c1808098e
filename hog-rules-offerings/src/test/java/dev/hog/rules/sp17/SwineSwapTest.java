package dev.hog.rules.sp17;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.game.Scores;
import dev.hog.api.game.Strategy;
import dev.hog.api.play.Dice;
import dev.hog.api.play.Match;
import dev.hog.api.rule.TestTurn;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Swine Swap, sp17: the scores swap when one is exactly twice the other. */
class SwineSwapTest {
    @ParameterizedTest(name = "is_swap({0}, {1}) = {2}")
    @CsvSource({"19, 91, false", "20, 40, true", "40, 20, true", "41, 14, false", "13, 32, false", "34, 17, true",
            "15, 30, true", "100, 20, false", "0, 0, true", "1, 0, false", "55, 110, true"})
    void theCoursesCases(int score, int opponentScore, boolean swaps) {
        assertThat(SwineSwap.isSwap(score, opponentScore)).isEqualTo(swaps);
        assertThat(new SwineSwap().appliesTo(TestTurn.of(opponentScore, score))).as("symmetric").isEqualTo(swaps);
    }

    @Test
    void aScoreFiveTimesTheOtherAtTheGoalDoesNotSwap() {
        // The course's "goal edge case": 88 rolls four 3s to 100, five times 20.
        Scores scores = Match.builder(Sp17.ruleset()).players(Strategy.alwaysRoll(4), Strategy.alwaysRoll(3))
                .start(88, 20).dice(Dice.bySides(Map.of(4, Dice.test(1), 6, Dice.test(3)))).play().finalScores();

        assertThat(scores).isEqualTo(Scores.of(100, 20));
    }

    @Test
    void appliesDuringPlayerOnesTurn() {
        // The course's case: 45 rolls three 3s to 54; 96 rolls four 3s to 108, twice 54.
        Scores scores = Match.builder(Sp17.ruleset()).players(Strategy.alwaysRoll(3), Strategy.alwaysRoll(4))
                .start(45, 96).dice(Dice.bySides(Map.of(4, Dice.test(1), 6, Dice.test(3)))).play().finalScores();

        assertThat(scores).isEqualTo(Scores.of(108, 54));
    }
}
