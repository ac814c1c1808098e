package dev.hog.rules.sp19;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.play.Dice;
import dev.hog.api.play.Match;
import dev.hog.api.game.Scores;
import dev.hog.api.game.Strategy;
import dev.hog.api.rule.TestTurn;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Swine Swap, sp19: the scores swap when they share a digit in the same place value, leading zeros not counting. */
class SwineSwapTest {
    @ParameterizedTest(name = "{0} against {1}: swap {2}")
    @CsvSource({"19, 91, false", "19, 19, true", "123, 12, false", "1, 2, false", "12, 2, true", "2, 2, true",
            "36, 35, true", "114, 12, true", "108, 7, false", "18, 108, true", "8, 108, true", "20, 0, false",
            "10, 16, true", "20, 30, true", "0, 0, false", "5, 105, true", "23, 103, true", "23, 13, true",
            "5, 10, false"})
    void theCoursesCasesAndTheHandoutsNote(int score, int opponentScore, boolean swaps) {
        SwineSwap swineSwap = new SwineSwap();
        TestTurn turn = TestTurn.of(score, opponentScore);

        assertThat(SwineSwap.isSwap(score, opponentScore)).isEqualTo(swaps);
        assertThat(SwineSwap.isSwap(opponentScore, score)).as("symmetric").isEqualTo(swaps);
        assertThat(swineSwap.appliesTo(turn)).isEqualTo(swaps);
        assertThat(swineSwap.score(turn)).isEqualTo(opponentScore);
        assertThat(swineSwap.opponentScore(turn)).isEqualTo(score);
    }

    @Test
    void swapsOnPlayerOnesTurnAndAtTheGoal() {
        // The course's "Swine swap applies during Player 1 turn": 42 + 2 = 44, then 96 + 8 = 104 shares the 4 of 44.
        Scores scores = Match.builder(Sp19.ruleset()).players(Strategy.alwaysRoll(1), Strategy.alwaysRoll(4))
                .start(42, 96).dice(Dice.test(2)).build().finalScores();

        assertThat(scores).isEqualTo(Scores.of(104, 44));
    }

    @Test
    void offWhenTheOptionIsFalse() {
        Scores scores = Match.builder(Sp19.ruleset()).option(Sp19.SWINE_SWAP, false)
                .players(Strategy.alwaysRoll(1), Strategy.alwaysRoll(4)).start(42, 96).dice(Dice.test(2)).build()
                .finalScores();

        assertThat(scores).isEqualTo(Scores.of(44, 104));
    }
}
