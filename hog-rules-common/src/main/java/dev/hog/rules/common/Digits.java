package dev.hog.rules.common;

/**
 * The digits of a score as the course's rules read them, for any non-negative score: scores may pass 100 when the
 * goal is higher. A one-digit score has tens digit 0.
 */
public final class Digits {
    private Digits() {
    }

    /**
     * The ones digit.
     *
     * @param n a non-negative number
     * @return {@code n % 10}
     */
    public static int ones(int n) {
        return n % 10;
    }

    /**
     * The tens digit.
     *
     * @param n a non-negative number
     * @return {@code (n / 10) % 10}
     */
    public static int tens(int n) {
        return n / 10 % 10;
    }

    /**
     * The leftmost digit, reading a one-digit number as {@code 0d}: 7 gives 0, 43 gives 4, 209 gives 2.
     *
     * @param n a non-negative number
     * @return the first of the two leftmost digits
     */
    public static int firstOfTwoLeftmost(int n) {
        return n < 10 ? 0 : leading(n) / 10;
    }

    /**
     * The second leftmost digit, reading a one-digit number as {@code 0d}: 7 gives 7, 43 gives 3, 209 gives 0.
     *
     * @param n a non-negative number
     * @return the second of the two leftmost digits
     */
    public static int secondOfTwoLeftmost(int n) {
        return n < 10 ? n : leading(n) % 10;
    }

    /**
     * The leftmost digit, a one-digit number being its own: 7 gives 7, 43 gives 4, 209 gives 2, 0 gives 0.
     *
     * @param n a non-negative number
     * @return its leftmost decimal digit
     */
    public static int leftmost(int n) {
        return n < 10 ? n : leading(n) / 10;
    }

    /** The two leftmost digits of a number of at least two digits, as a number from 10 to 99. */
    private static int leading(int n) {
        while (n >= 100) {
            n /= 10;
        }
        return n;
    }

    /**
     * The largest digit.
     *
     * @param n a non-negative number
     * @return its largest decimal digit
     */
    public static int largest(long n) {
        int largest = (int) (n % 10);
        for (long rest = n / 10; rest > 0; rest /= 10) {
            largest = Math.max(largest, (int) (rest % 10));
        }
        return largest;
    }

    /**
     * The smallest digit.
     *
     * @param n a non-negative number
     * @return its smallest decimal digit
     */
    public static int smallest(long n) {
        int smallest = (int) (n % 10);
        for (long rest = n / 10; rest > 0; rest /= 10) {
            smallest = Math.min(smallest, (int) (rest % 10));
        }
        return smallest;
    }
}
