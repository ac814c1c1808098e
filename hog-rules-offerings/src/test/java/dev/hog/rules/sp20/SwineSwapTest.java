package dev.hog.rules.sp20;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.game.Scores;
import dev.hog.api.game.Strategy;
import dev.hog.api.play.Dice;
import dev.hog.api.play.Match;
import dev.hog.api.rule.TestTurn;
import java.math.BigInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Swine Swap, sp20: the scores swap when 3^(their sum) has the same first and last digit. */
class SwineSwapTest {
    @ParameterizedTest(name = "{0} against {1}: swap {2}")
    @CsvSource({"559, 629, false", "398, 562, true", "527, 493, false", "664, 249, false", "743, 958, true",
            "535, 584, true", "133, 986, true", "91, 337, true", "176, 74, false", "899, 192, false",
            "318, 474, false", "318, 774, true", "599, 16, false", "1, 0, true", "1, 1, true", "2, 2, false",
            "20, 7, true"})
    void theCoursesCases(int score, int opponentScore, boolean swaps) {
        SwineSwap swineSwap = new SwineSwap();
        TestTurn turn = TestTurn.of(score, opponentScore);

        assertThat(SwineSwap.isSwap(score, opponentScore)).isEqualTo(swaps);
        assertThat(swineSwap.appliesTo(turn)).isEqualTo(swaps);
        assertThat(swineSwap.score(turn)).isEqualTo(opponentScore);
        assertThat(swineSwap.opponentScore(turn)).isEqualTo(score);
    }

    @Test
    void everySumAsThePowerItselfSays() {
        BigInteger power = BigInteger.ONE;
        for (int sum = 0; sum <= 4_000; sum++, power = power.multiply(BigInteger.valueOf(3))) {
            String digits = power.toString();
            boolean swaps = digits.charAt(0) == digits.charAt(digits.length() - 1);
            assertThat(SwineSwap.isSwap(sum / 2, sum - sum / 2)).as("3^%d", sum).isEqualTo(swaps);
            assertThat(SwineSwap.firstDigitOfPowerOfThree(sum)).as("3^%d", sum).isEqualTo(digits.charAt(0) - '0');
        }
    }

    @Test
    void theFirstDigitOfTheLargestPowers() {
        for (int sum = 20_000; sum <= 20_200; sum += 7) {
            assertThat(SwineSwap.firstDigitOfPowerOfThree(sum)).as("3^%d", sum)
                    .isEqualTo(BigInteger.valueOf(3).pow(sum).toString().charAt(0) - '0');
        }
    }

    @Test
    void swapsAfterTheFeralHogsBonus() {
        // The course's "swap after feral hogs" (locked): player 0 at 17 against 6 rolls 2 dice, a 1 and a 2, for 1
        // point, and 2 dice are 2 away from the 0 points before the first turn: 17 + 1 + 3 = 21, and 3^(21 + 6) =
        // 7625597484987 swaps. Without the bonus 18 + 6 = 24 (3^24 = 282429536481) does not, nor does any sum after.
        Scores withBonus = Match.builder(Sp20.ruleset()).players(Strategy.alwaysRoll(2), Strategy.alwaysRoll(1))
                .start(17, 6).goal(21).dice(Dice.test(1, 2)).build().finalScores();
        Scores withoutBonus = Match.builder(Sp20.ruleset()).option(Sp20.FERAL_HOGS, false)
                .players(Strategy.alwaysRoll(2), Strategy.alwaysRoll(1)).start(17, 6).goal(21)
                .dice(Dice.test(1, 2)).build().finalScores();

        assertThat(withBonus).isEqualTo(Scores.of(6, 21));
        assertThat(withoutBonus).isEqualTo(Scores.of(21, 10));
    }
}
