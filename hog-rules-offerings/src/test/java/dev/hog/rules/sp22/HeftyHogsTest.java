package dev.hog.rules.sp22;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.rule.TestTurn;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Hefty Hogs: the mover's score through the course's digit functions of the opponent's digits, ones digit first, modulo
 * 30; 1 against 0. Expected values are the course's, or Python's for the same functions.
 */
class HeftyHogsTest {
    @ParameterizedTest(name = "hefty_hogs({0}, {1}) = {2}")
    @CsvSource({"5, 123, 9", "5, 456, 29", "3, 12345, 9", "64, 67, 24", "12, 72, 16", "72, 22, 18", "3, 56, 0",
            "439, 709, 2", "61, 16, 10", "99, 84, 24", "25, 67, 24", "5, 90, 6", "54, 56, 4", "15, 64, 24",
            "80, 91, 10", "6, 2, 18", "74, 16, 4", "12, 22, 18", "12, 5, 0", "69, 65, 24", "15, 6, 8", "69, 62, 2",
            "98, 40, 4", "15, 95, 3", "56, 4, 21", "44, 64, 2", "40, 73, 28", "192, 343, 10", "90, 15, 0", "6, 48, 5",
            "72, 31, 6", "5, 22, 15", "34, 40, 0"})
    void coursesCases(int score, int opponentScore, int points) {
        assertThat(HeftyHogs.points(score, opponentScore)).isEqualTo(points);
        assertThat(new HeftyHogs().zeroDicePoints(TestTurn.of(score, opponentScore))).isEqualTo(points);
    }

    @Test
    void scoresOneAgainstZero() {
        // The handout's special case, which the staff's recorded game 7964 plays: (0, 12) against 0 is not f0(12) = 13.
        assertThat(HeftyHogs.points(12, 0)).isEqualTo(1);
        assertThat(HeftyHogs.points(0, 0)).isEqualTo(1);
    }

    @ParameterizedTest(name = "hefty_hogs({0}, {1}) = {2}")
    @CsvSource({"0, 4, 25", "1, 43, 25", "2, 34, 29", "3, 78, 28", "0, 84, 10", "2, 74, 4", "0, 64, 16", "0, 54, 1"})
    void followsPythonsArithmeticBelowZero(int score, int opponentScore, int points) {
        // f4 takes a small score below 0: // and % then round towards minus infinity, int() towards 0, as in Python.
        assertThat(HeftyHogs.points(score, opponentScore)).isEqualTo(points);
    }

    @ParameterizedTest(name = "hefty_hogs({0}, {1}) = {2}")
    @CsvSource({"9999, 1111, 21", "9999, 7111, 16", "99, 8111, 25", "9999, 9871, 27", "5, 8, 10", "9998, 1181, 25",
            "123, 1171, 25", "7777, 1118, 6", "4242, 1117, 21"})
    void followsPythonsArithmeticBeyondLongsAndDoubles(int score, int opponentScore, int points) {
        // Squaring up to four times passes 2^63; f7 and f8 then round as Python's floats do.
        assertThat(HeftyHogs.points(score, opponentScore)).isEqualTo(points);
    }
}
