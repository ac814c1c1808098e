package dev.hog.rules.common;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DigitsTest {
    @ParameterizedTest(name = "{0}: ones {1}, tens {2}, leftmost {3} and {4}")
    @CsvSource({"0, 0, 0, 0, 0", "7, 7, 0, 0, 7", "43, 3, 4, 4, 3", "100, 0, 0, 1, 0", "209, 9, 0, 2, 0",
            "980, 0, 8, 9, 8", "1234, 4, 3, 1, 2"})
    void readsTheDigitsTheRulesUse(int n, int ones, int tens, int first, int second) {
        assertThat(Digits.ones(n)).isEqualTo(ones);
        assertThat(Digits.tens(n)).isEqualTo(tens);
        assertThat(Digits.firstOfTwoLeftmost(n)).isEqualTo(first);
        assertThat(Digits.secondOfTwoLeftmost(n)).isEqualTo(second);
    }

    @ParameterizedTest(name = "leftmost digit of {0} is {1}")
    @CsvSource({"0, 0", "7, 7", "43, 4", "100, 1", "209, 2", "1234, 1"})
    void findsTheLeftmostDigit(int n, int leftmost) {
        assertThat(Digits.leftmost(n)).isEqualTo(leftmost);
    }

    @ParameterizedTest(name = "largest digit of {0} is {1}")
    @CsvSource({"0, 0", "16, 6", "8836, 8", "192721, 9", "90, 9", "100, 1"})
    void findsTheLargestDigit(long n, int largest) {
        assertThat(Digits.largest(n)).isEqualTo(largest);
    }

    @ParameterizedTest(name = "smallest digit of {0} is {1}")
    @CsvSource({"0, 0", "16, 1", "8836, 3", "192721, 1", "99, 9", "100, 0"})
    void findsTheSmallestDigit(long n, int smallest) {
        assertThat(Digits.smallest(n)).isEqualTo(smallest);
    }
}
