package dev.hog.rules.fa21;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.rule.TestTurn;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Picky Piggy: the n-th digit of 1/7 = 0.142857..., n the opponent's score; 7 against 0. */
class PickyPiggyTest {
    @ParameterizedTest(name = "against {0}: {1}")
    @CsvSource({"0, 7", "1, 1", "2, 4", "3, 2", "4, 8", "5, 5", "6, 7", "7, 1", "24, 7", "439, 1", "64, 8", "12, 7",
            "99, 2", "80, 4"})
    void coursesExamples(int opponentScore, int points) {
        assertThat(PickyPiggy.points(opponentScore)).isEqualTo(points);
        assertThat(new PickyPiggy().zeroDicePoints(TestTurn.of(30, opponentScore))).isEqualTo(points);
    }
}
