package dev.hog.rules.common;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class NumbersTest {
    @ParameterizedTest(name = "isPrime({0}) = {1}")
    @CsvSource({"0, false", "1, false", "2, true", "3, true", "4, false", "9, false", "25, false", "53, true",
            "97, true", "4093, true", "4095, false", "4099, true", "2147483647, true", "2147483646, false",
            "2147395600, false"})
    void isPrimeCountsNeither0Nor1(int n, boolean prime) {
        assertThat(Numbers.isPrime(n)).isEqualTo(prime);
    }

    @Test
    void isPrimeAgreesWithASieveBelow10000() {
        boolean[] composite = new boolean[10_000];
        for (int n = 2; n < composite.length; n++) {
            assertThat(Numbers.isPrime(n)).as("%d", n).isEqualTo(!composite[n]);
            for (int m = 2 * n; m < composite.length; m += n) {
                composite[m] = true;
            }
        }
    }

    @ParameterizedTest(name = "gcd({0}, {1}) = {2}")
    @CsvSource({"0, 0, 0", "0, 7, 7", "7, 0, 7", "12, 18, 6", "18, 12, 6", "17, 5, 1", "100, 75, 25", "30, 100, 10",
            "1, 1, 1", "64, 64, 64"})
    void gcdIsEuclids(int a, int b, int gcd) {
        assertThat(Numbers.gcd(a, b)).isEqualTo(gcd);
    }
}
