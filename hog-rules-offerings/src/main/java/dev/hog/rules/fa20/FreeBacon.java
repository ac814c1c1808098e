package dev.hog.rules.fa20;

import dev.hog.api.game.GameDefinition;
import dev.hog.api.rule.Turn;
import dev.hog.api.rule.ZeroDiceRule;
import java.math.BigInteger;

/**
 * Free Bacon, fa20: rolling no dice scores {@code k + 3}, where {@code k} is the n-th digit of pi after the decimal
 * point and {@code n} the opponent's score; against 0 it is the 3 before the decimal point. 0 gives 6, 1 gives 4, 2
 * gives 7, 13 gives 10, 42 gives 12.
 *
 * <p>The course reads the digits from its constant {@code FIRST_101_DIGITS_OF_PI}, {@link #FIRST_101_DIGITS_OF_PI}
 * here, and its {@code free_bacon} asserts that the opponent's score is below 100: a game to 100 never asks further.
 * In a game to a higher goal this rule reads on into pi, as the rule's own words say, from digits computed the first
 * time such a score comes up.
 */
public final class FreeBacon implements ZeroDiceRule {
    /** The course's constant: pi's first 101 digits, the 3 and 100 after the decimal point. */
    public static final String FIRST_101_DIGITS_OF_PI = "31415926535897932384626433832795028841971693993751058209749"
            + "445923078164062862089986280348253421170679";

    private static final byte[] COURSE_DIGITS = digits(FIRST_101_DIGITS_OF_PI);

    /** Creates the rule. */
    public FreeBacon() {
    }

    @Override
    public String name() {
        return "Free Bacon";
    }

    @Override
    public String description() {
        return "Rolling zero dice scores 3 plus the n-th digit of pi after the decimal point, n being the opponent's"
                + " score (the 3 of 3.14 for n = 0).";
    }

    @Override
    public int zeroDicePoints(Turn turn) {
        return points(turn.opponentScore());
    }

    /**
     * The Free Bacon points against an opponent's score, as the course's {@code free_bacon}.
     *
     * @param opponentScore the opponent's score, from 0 to {@link GameDefinition#MAX_GOAL}
     * @return the points
     * @throws IllegalArgumentException for a score out of that range, which no turn starts with
     */
    public static int points(int opponentScore) {
        return 3 + digitOfPi(opponentScore);
    }

    /**
     * The n-th digit of pi after the decimal point, or 3 for n = 0.
     *
     * @param n the digit's place, from 0 to {@link GameDefinition#MAX_GOAL}
     * @return the digit
     * @throws IllegalArgumentException for a place out of that range
     */
    public static int digitOfPi(int n) {
        if (n >= 0 && n < COURSE_DIGITS.length) {
            return COURSE_DIGITS[n];
        }
        if (n < 0 || n > GameDefinition.MAX_GOAL) {
            throw new IllegalArgumentException("Free Bacon reads a score from 0 to " + GameDefinition.MAX_GOAL
                    + ", not " + n);
        }
        return MoreDigits.DIGITS[n];
    }

    @Override
    public String toString() {
        return name();
    }

    private static byte[] digits(String text) {
        byte[] digits = new byte[text.length()];
        for (int i = 0; i < digits.length; i++) {
            digits[i] = (byte) (text.charAt(i) - '0');
        }
        return digits;
    }

    /** Pi's digits up to the largest goal, computed the first time a score above 100 asks for one. */
    static final class MoreDigits {
        static final byte[] DIGITS = digits(pi(GameDefinition.MAX_GOAL + 1, 12));

        private MoreDigits() {
        }

        /**
         * The first {@code count} digits of pi, from the 3, by Machin's formula pi = 16 atan(1/5) - 4 atan(1/239) in
         * fixed point with {@code guard} more digits, which absorb the rounding of every term.
         */
        static String pi(int count, int guard) {
            BigInteger unit = BigInteger.TEN.pow(count - 1 + guard);
            BigInteger pi = arctanOfInverse(5, unit).shiftLeft(4).subtract(arctanOfInverse(239, unit).shiftLeft(2));
            return pi.toString().substring(0, count);
        }

        /** atan(1/x) times {@code unit}, by its series 1/x - 1/(3x^3) + 1/(5x^5) - ... */
        private static BigInteger arctanOfInverse(int x, BigInteger unit) {
            BigInteger square = BigInteger.valueOf((long) x * x);
            BigInteger power = unit.divide(BigInteger.valueOf(x));
            BigInteger sum = power;
            for (int k = 1; power.signum() > 0; k++) {
                power = power.divide(square);
                BigInteger term = power.divide(BigInteger.valueOf(2L * k + 1));
                sum = k % 2 == 0 ? sum.add(term) : sum.subtract(term);
            }
            return sum;
        }
    }
}
