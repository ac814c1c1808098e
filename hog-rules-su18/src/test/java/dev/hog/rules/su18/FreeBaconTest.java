package dev.hog.rules.su18;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.rule.TestTurn;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Free Bacon, su18: 1 plus the last digit of {@code tens(opponent) * ones(opponent)}. */
class FreeBaconTest {
    @ParameterizedTest(name = "against {0}: {1} points")
    @CsvSource({
        "46, 5",   // 4 * 6 = 24: 1 + 4 (handout example 1)
        "28, 7",   // 2 * 8 = 16: 1 + 6 (handout example 2)
        "5, 1",    // 0 * 5 = 0: 1 + 0 (handout example 3)
        "0, 1",
        "99, 2",   // 81
        "37, 2",   // 21
        "10, 1",   // 0
        "123, 7",  // digits beyond the tens are ignored: 2 * 3 = 6
    })
    void handoutExamplesAndDerivedCases(int opponentScore, int points) {
        assertThat(new FreeBacon().zeroDicePoints(TestTurn.of(0, opponentScore))).isEqualTo(points);
    }
}
