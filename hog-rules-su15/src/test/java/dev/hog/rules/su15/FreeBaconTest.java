package dev.hog.rules.su15;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.rule.TestTurn;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Free Bacon, su15: 1 plus the larger of the opponent's last two digits. */
class FreeBaconTest {
    @ParameterizedTest(name = "against {0}: {1} points")
    @CsvSource({"42, 5", "48, 9", "7, 8", "0, 1", "35, 6", "71, 8", "9, 10", "50, 6", "193, 10"})
    void rulesExamplesAndCourseCases(int opponentScore, int points) {
        assertThat(new FreeBacon().zeroDicePoints(TestTurn.of(0, opponentScore))).isEqualTo(points);
    }
}
