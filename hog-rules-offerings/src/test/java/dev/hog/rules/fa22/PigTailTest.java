package dev.hog.rules.fa22;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.rule.TestTurn;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Pig Tail: 2 * |tens - ones| + 1 of the opponent's score. */
class PigTailTest {
    @ParameterizedTest(name = "tail_points({0}) = {1}")
    @CsvSource({"46, 5", "73, 9", "25, 7", "52, 7", "0, 1", "7, 15", "22, 1", "122, 1", "584, 9", "23, 3", "12345, 3",
            "41, 7", "15, 9", "21, 3"})
    void coursesExamples(int opponentScore, int points) {
        assertThat(PigTail.points(opponentScore)).isEqualTo(points);
        assertThat(new PigTail().zeroDicePoints(TestTurn.of(40, opponentScore))).isEqualTo(points);
    }
}
