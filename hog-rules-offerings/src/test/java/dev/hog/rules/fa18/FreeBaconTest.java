package dev.hog.rules.fa18;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.rule.TestTurn;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Free Bacon, fa18: twice the opponent's tens digit minus their ones digit, at least 1. */
class FreeBaconTest {
    @ParameterizedTest(name = "free_bacon({0}) = {1}")
    @CsvSource({"35, 1", "71, 13", "7, 1", "0, 1", "10, 2", "16, 1", "47, 1", "90, 18", "123, 1", "584, 12",
            "60, 12", "42, 6"})
    void theCoursesCases(int opponentScore, int points) {
        // The last four are su22's Oink Points cases, the same arithmetic.
        assertThat(FreeBacon.points(opponentScore)).isEqualTo(points);
        assertThat(new FreeBacon().zeroDicePoints(TestTurn.of(0, opponentScore))).isEqualTo(points);
    }
}
