package dev.hog.rules.sp21;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.rule.TestTurn;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Piggy Points: 3 plus the smallest digit of the square of the opponent's score. */
class PiggyPointsTest {
    @ParameterizedTest(name = "against {0}: {1} points")
    @CsvSource({"4, 4", "10, 3", "94, 6", "0, 3", "24, 8", "439, 4", "3, 12", "65535, 5"})
    void rulesExamples(int opponentScore, int points) {
        assertThat(new PiggyPoints().zeroDicePoints(TestTurn.of(0, opponentScore))).isEqualTo(points);
    }
}
