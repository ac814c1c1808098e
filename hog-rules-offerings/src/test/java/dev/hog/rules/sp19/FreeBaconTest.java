package dev.hog.rules.sp19;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.rule.TestTurn;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Free Bacon, sp19: 1 plus the smaller of the opponent's tens and ones digits. */
class FreeBaconTest {
    @ParameterizedTest(name = "against {0}: {1}")
    @CsvSource({"10, 1", "39, 4", "35, 4", "71, 2", "7, 1", "99, 10", "0, 1", "17, 2", "70, 1", "57, 6", "16, 2",
            "47, 5", "90, 1", "155, 6"})
    void theCoursesValues(int opponentScore, int points) {
        assertThat(FreeBacon.points(opponentScore)).isEqualTo(points);
        assertThat(new FreeBacon().zeroDicePoints(TestTurn.of(50, opponentScore))).isEqualTo(points);
    }
}
