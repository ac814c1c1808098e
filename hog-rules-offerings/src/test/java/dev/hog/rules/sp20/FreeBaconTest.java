package dev.hog.rules.sp20;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.hog.api.game.GameDefinition;
import dev.hog.api.rule.TestTurn;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Free Bacon, sp20: 1 plus the absolute alternating difference of the digits of the opponent's score cubed. */
class FreeBaconTest {
    @ParameterizedTest(name = "against {0}: {1}")
    @CsvSource({"44, 1", "37, 10", "40, 3", "24, 9", "46, 9", "99, 1", "10, 2", "47, 6", "67, 2", "92, 3", "9, 15",
            "25, 6", "75, 4", "82, 5", "88, 1", "72, 8", "41, 7", "15, 3", "0, 1", "1, 2", "4, 3", "90, 15"})
    void theCoursesValues(int opponentScore, int points) {
        assertThat(FreeBacon.points(opponentScore)).isEqualTo(points);
        assertThat(new FreeBacon().zeroDicePoints(TestTurn.of(50, opponentScore))).isEqualTo(points);
    }

    @Test
    void readsTheDigitsOfEveryCubeAGameCanReach() {
        // 10,000^3 = 10^12: 1 + |1| = 2; 9,999^3 = 999700029999: 9-9+9-7+0-0+0-2+9-9+9-9 = 0, so 1.
        assertThat(FreeBacon.points(GameDefinition.MAX_GOAL)).isEqualTo(2);
        assertThat(FreeBacon.points(9_999)).isEqualTo(1);
        assertThat(FreeBacon.points(2_097_151)).isPositive();
        assertThatThrownBy(() -> FreeBacon.points(2_097_152)).isInstanceOf(ArithmeticException.class);
    }
}
