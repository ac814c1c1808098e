package dev.hog.rules.fa20;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.hog.api.game.GameDefinition;
import dev.hog.api.rule.TestTurn;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Free Bacon, fa20: 3 plus the n-th digit of pi after the decimal point, n the opponent's score (the 3 for 0). */
class FreeBaconTest {
    @ParameterizedTest(name = "against {0}: {1}")
    @CsvSource({"0, 6", "1, 4", "2, 7", "3, 4", "4, 8", "13, 10", "44, 12", "37, 4", "40, 4", "24, 6", "46, 6",
            "99, 10", "10, 8", "47, 10", "67, 11", "92, 7", "42, 12", "100, 12"})
    void theCoursesValues(int opponentScore, int points) {
        assertThat(FreeBacon.points(opponentScore)).isEqualTo(points);
        assertThat(new FreeBacon().zeroDicePoints(TestTurn.of(50, opponentScore))).isEqualTo(points);
    }

    @Test
    void theCoursesConstantIsPi() {
        assertThat(FreeBacon.FIRST_101_DIGITS_OF_PI).hasSize(101)
                .isEqualTo("31415926535897932384626433832795028841971693993751058209749445923078164062862089986280348253421170679")
                .isEqualTo(FreeBacon.MoreDigits.pi(101, 12));
    }

    @Test
    void readsOnIntoPiBeyondTheConstant() {
        assertThat(digits(101, 130)).isEqualTo("821480865132823066470938446095");
        assertThat(digits(762, 767)).as("the Feynman point").isEqualTo("999999");
        assertThat(digits(9_990, GameDefinition.MAX_GOAL)).isEqualTo("55256375678");
        assertThat(FreeBacon.points(101)).isEqualTo(3 + 8);
        assertThat(FreeBacon.MoreDigits.pi(GameDefinition.MAX_GOAL + 1, 12))
                .as("more guard digits change nothing").isEqualTo(FreeBacon.MoreDigits.pi(GameDefinition.MAX_GOAL + 1, 30));
    }

    @Test
    void noTurnStartsBeyondTheLargestGoal() {
        assertThatThrownBy(() -> FreeBacon.points(GameDefinition.MAX_GOAL + 1))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> FreeBacon.points(-1)).isInstanceOf(IllegalArgumentException.class);
    }

    private static String digits(int from, int to) {
        StringBuilder digits = new StringBuilder();
        for (int n = from; n <= to; n++) {
            digits.append(FreeBacon.digitOfPi(n));
        }
        return digits.toString();
    }
}
