package dev.hog.rules.su21;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.rule.TestTurn;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** su21's Piggy Points: 4 plus the difference of the opponent's tens and ones digits. */
class PiggyPointsTest {
    @ParameterizedTest(name = "against {0}: {1}")
    @CsvSource({"14, 7", "50, 9", "9, 13", "156, 5", "24, 6", "0, 4", "439, 10", "192, 11", "99, 4", "90, 13"})
    void coursesExamples(int opponentScore, int points) {
        assertThat(PiggyPoints.points(opponentScore)).isEqualTo(points);
        assertThat(new PiggyPoints().zeroDicePoints(TestTurn.of(50, opponentScore))).isEqualTo(points);
    }
}
