package dev.hog.rules.common;

/** The arithmetic that more than one offering's rules share: primes and common divisors. */
public final class Numbers {
    private Numbers() {
    }

    /**
     * Whether a number is prime, as the course's {@code is_prime} in most offerings: 0 and 1 are not. By trial
     * division, so a caller on a hot path looks small numbers up in a table of its own.
     *
     * @param n a non-negative number
     * @return {@code true} if {@code n} is prime
     */
    public static boolean isPrime(int n) {
        if (n < 2) {
            return false;
        }
        for (int d = 2; (long) d * d <= n; d++) {
            if (n % d == 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * The greatest common divisor, by Euclid's algorithm.
     *
     * @param a a non-negative number
     * @param b a non-negative number
     * @return their greatest common divisor; the other number if one is 0
     */
    public static int gcd(int a, int b) {
        while (b != 0) {
            int rest = a % b;
            a = b;
            b = rest;
        }
        return a;
    }
}
