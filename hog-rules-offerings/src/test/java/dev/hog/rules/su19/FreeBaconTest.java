package dev.hog.rules.su19;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.rule.TestTurn;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Free Bacon, su19 and fa19: 10 minus the smaller of the opponent's tens and ones digits. */
class FreeBaconTest {
    @ParameterizedTest(name = "against {0}: {1}")
    @CsvSource({"35, 7", "71, 9", "9, 10", "37, 7", "0, 10", "75, 5", "99, 1", "87, 3", "56, 5", "47, 6", "90, 10",
            "188, 2"})
    void theCoursesValues(int opponentScore, int points) {
        assertThat(FreeBacon.points(opponentScore)).isEqualTo(points);
        assertThat(new FreeBacon().zeroDicePoints(TestTurn.of(50, opponentScore))).isEqualTo(points);
    }
}
