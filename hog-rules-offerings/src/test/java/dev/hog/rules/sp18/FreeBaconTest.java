package dev.hog.rules.sp18;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.rule.TestTurn;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Free Bacon, sp18: 2 plus the difference between the opponent's tens and ones digits. */
class FreeBaconTest {
    @ParameterizedTest(name = "free_bacon({0}) = {1}")
    @CsvSource({"35, 4", "71, 8", "7, 9", "0, 2", "99, 2", "90, 11", "109, 11"})
    void theCoursesCases(int opponentScore, int points) {
        assertThat(FreeBacon.points(opponentScore)).isEqualTo(points);
        assertThat(new FreeBacon().zeroDicePoints(TestTurn.of(0, opponentScore))).isEqualTo(points);
    }
}
