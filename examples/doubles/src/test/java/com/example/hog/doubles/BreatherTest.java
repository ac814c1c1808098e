package com.example.hog.doubles;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.rule.TestTurn;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Breather: rolling no dice scores 1 more than the tens digit of the opponent's score. */
class BreatherTest {
    @ParameterizedTest(name = "against {0}: {1} points")
    @CsvSource({"0, 1", "9, 1", "10, 2", "42, 5", "95, 10", "99, 10"})
    void oneMoreThanTheTensDigitOfTheOpponentsScore(int opponentScore, int points) {
        assertThat(Breather.points(opponentScore)).isEqualTo(points);
        assertThat(new Breather().zeroDicePoints(TestTurn.of(57, opponentScore))).isEqualTo(points);
    }
}
