package dev.hog.rules.su22;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.rule.TestTurn;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Oink Points: max(2 * tens - ones, 1) of the opponent's score; the mover's score plays no part. */
class OinkPointsTest {
    @ParameterizedTest(name = "oink_points({0}, {1}) = {2}")
    @CsvSource({"5, 123, 1", "5, 584, 12", "3, 12345, 3", "22, 42, 6", "3, 60, 12", "14, 13, 1", "87, 55, 5",
            "24, 90, 18", "308, 686, 10", "10, 45, 3", "29, 9, 1", "0, 20, 4", "43, 5, 1", "70, 41, 7", "97, 66, 6",
            "0, 31, 5", "94, 97, 11", "79, 50, 10", "351, 947, 1", "0, 46, 2", "0, 73, 11", "0, 27, 1", "0, 7, 1"})
    void coursesExamples(int score, int opponentScore, int points) {
        assertThat(OinkPoints.points(opponentScore)).isEqualTo(points);
        assertThat(new OinkPoints().zeroDicePoints(TestTurn.of(score, opponentScore))).isEqualTo(points);
    }
}
