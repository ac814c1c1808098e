package com.example.hog.trot;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.rule.TestTurn;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Picky Piggy: the opponent's score picks a digit of 1/7 = 0.142857142857...; 0 gives 7. */
class PickyPiggyTest {
    @ParameterizedTest(name = "against {0}: {1} points")
    @CsvSource({"0, 7", "1, 1", "2, 4", "3, 2", "4, 8", "5, 5", "6, 7", "7, 1", "12, 7", "13, 1", "99, 2", "100, 8"})
    void theDigitOfOneSeventhAtTheOpponentsScore(int opponentScore, int points) {
        assertThat(PickyPiggy.points(opponentScore)).isEqualTo(points);
        assertThat(new PickyPiggy().zeroDicePoints(TestTurn.of(57, opponentScore))).isEqualTo(points);
    }
}
