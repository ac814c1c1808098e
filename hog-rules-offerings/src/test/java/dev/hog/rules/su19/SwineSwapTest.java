package dev.hog.rules.su19;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.play.Dice;
import dev.hog.api.play.Match;
import dev.hog.api.game.Scores;
import dev.hog.api.game.Strategy;
import dev.hog.api.rule.TestTurn;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Swine Swap, su19: the first digit of the mover's score equals the last digit of the opponent's. */
class SwineSwapTest {
    @ParameterizedTest(name = "{0} against {1}: swap {2}")
    @CsvSource({"56, 32, false", "56, 35, true", "89, 91, false", "19, 19, false", "123, 12, false", "26, 2, true",
            "12, 2, false", "8, 108, true", "36, 35, false", "1, 2, false", "2, 2, true", "134, 51, true",
            "128, 2, false", "85, 108, true", "20, 0, false", "10, 1, true", "10, 16, false", "0, 0, true"})
    void theCoursesCases(int score, int opponentScore, boolean swaps) {
        SwineSwap swineSwap = new SwineSwap();
        TestTurn turn = TestTurn.of(score, opponentScore);

        assertThat(SwineSwap.isSwap(score, opponentScore)).isEqualTo(swaps);
        assertThat(swineSwap.appliesTo(turn)).isEqualTo(swaps);
        assertThat(swineSwap.score(turn)).isEqualTo(opponentScore);
        assertThat(swineSwap.opponentScore(turn)).isEqualTo(score);
    }

    @ParameterizedTest(name = "first digit of {0}: {1}")
    @CsvSource({"0, 0", "7, 7", "43, 4", "209, 2", "1000, 1"})
    void firstDigit(int n, int first) {
        assertThat(SwineSwap.firstDigit(n)).isEqualTo(first);
    }

    @Test
    void theMoversScoreGivesTheFirstDigit() {
        // The course's "Swine swap applies during Player 1 turn": 39 + 2 = 41 (4 is not 96's 6), then 96 + 8 = 104,
        // whose 1 is 41's last digit: a swap. Read the other way, 41's 4 is 104's last digit too, but 41 did not move.
        Scores scores = Match.builder(Su19.ruleset()).players(Strategy.alwaysRoll(1), Strategy.alwaysRoll(4))
                .start(39, 96).dice(Dice.test(2)).build().finalScores();

        assertThat(scores).isEqualTo(Scores.of(104, 41));
        assertThat(SwineSwap.isSwap(41, 104)).isTrue();
        assertThat(SwineSwap.isSwap(41, 96)).isFalse();
    }

    @Test
    void offWhenTheOptionIsFalse() {
        Scores scores = Match.builder(Su19.ruleset()).option(Su19.SWINE_SWAP, false)
                .players(Strategy.alwaysRoll(1), Strategy.alwaysRoll(4)).start(39, 96).dice(Dice.test(2)).build()
                .finalScores();

        assertThat(scores).isEqualTo(Scores.of(41, 104));
    }
}
