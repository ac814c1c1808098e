package dev.hog.rules.sp22;

import dev.hog.api.rule.Turn;
import dev.hog.api.rule.ZeroDiceRule;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;

/**
 * Hefty Hogs: rolling no dice against an opponent at 0 scores 1; otherwise the mover's score goes through one function
 * for each digit of the opponent's score, from the ones digit leftwards, and the result modulo 30 is the points. The
 * functions are the course's {@code digit_fn}: f0(v) = v + 1, f1(v) = v ** 2, f2(v) = v * 3, f3(v) = v // 4,
 * f4(v) = v - 5, f5(v) = v % 6, f6(v) = int((v % 7) * 8), f7(v) = int(v * 8.8), f8(v) = int(v / 99 * 15) + 10 and
 * f9(v) = v, with Python's arithmetic: unbounded integers, floor division and modulo, floating point where the course
 * multiplies by 8.8 or divides by 99. {@code hefty_hogs(5, 123) = f1(f2(f3(5))) % 30 = 9}; (5, 456) gives 29,
 * (3, 12345) gives 9, (3, 56) gives 0, (0, 14) gives 25, (12, 0) gives 1.
 */
public final class HeftyHogs implements ZeroDiceRule {
    /** Both scores below this have their points looked up, so that a turn does no big-number arithmetic. */
    private static final int TABLED = 128;
    private static final int MODULUS = 30;
    private static final BigInteger THIRTY = BigInteger.valueOf(MODULUS);
    private static final BigInteger SEVEN = BigInteger.valueOf(7);
    private static final BigInteger SIX = BigInteger.valueOf(6);
    private static final BigInteger FIVE = BigInteger.valueOf(5);
    private static final BigInteger THREE = BigInteger.valueOf(3);
    private static final BigDecimal NINETY_NINE = BigDecimal.valueOf(99);
    /** More digits than any quotient here can carry, so that rounding it to a double rounds the exact quotient. */
    private static final MathContext QUOTIENT = new MathContext(200);

    /**
     * The looked-up points, made when a turn first asks for them rather than when the rule is made: every command
     * makes every ruleset to list them, and the table's big-number arithmetic takes about 0.15 s of a cold start.
     */
    private static final class Table {
        static final int[][] POINTS = new int[TABLED][TABLED];

        static {
            for (int score = 0; score < TABLED; score++) {
                for (int opponent = 0; opponent < TABLED; opponent++) {
                    POINTS[score][opponent] = compute(score, opponent);
                }
            }
        }

        private Table() {
        }
    }

    /** Creates the rule. */
    public HeftyHogs() {
    }

    @Override
    public String name() {
        return "Hefty Hogs";
    }

    @Override
    public String description() {
        return "Rolling zero dice applies one function per digit of the opponent's score, ones digit first, to your"
                + " score and scores the result modulo 30; against a score of 0 it scores 1.";
    }

    @Override
    public int zeroDicePoints(Turn turn) {
        return points(turn.score(), turn.opponentScore());
    }

    /**
     * The Hefty Hogs points, as the course's {@code hefty_hogs}.
     *
     * @param score the mover's score, at least 0
     * @param opponentScore the opponent's score, at least 0
     * @return the points, from 0 to 29
     */
    public static int points(int score, int opponentScore) {
        return score < TABLED && opponentScore < TABLED ? Table.POINTS[score][opponentScore]
                : compute(score, opponentScore);
    }

    private static int compute(int score, int opponentScore) {
        if (opponentScore == 0) {
            return 1;
        }
        BigInteger value = BigInteger.valueOf(score);
        for (int rest = opponentScore; rest > 0; rest /= 10) {
            value = digitFunction(rest % 10, value);
        }
        return value.mod(THIRTY).intValue();
    }

    /**
     * The course's {@code digit_fn(digit)(value)}, in Python's arithmetic.
     *
     * @param digit the digit, from 0 to 9
     * @param value the value it applies to
     * @return the function's result
     */
    static BigInteger digitFunction(int digit, BigInteger value) {
        return switch (digit) {
            case 0 -> value.add(BigInteger.ONE);
            case 1 -> value.multiply(value);
            case 2 -> value.multiply(THREE);
            case 3 -> value.shiftRight(2);
            case 4 -> value.subtract(FIVE);
            case 5 -> value.mod(SIX);
            case 6 -> value.mod(SEVEN).shiftLeft(3);
            case 7 -> truncate(value.doubleValue() * 8.8);
            case 8 -> truncate(quotientBy99(value) * 15).add(BigInteger.TEN);
            case 9 -> value;
            default -> throw new IllegalArgumentException("A digit is from 0 to 9, not " + digit);
        };
    }

    /** Python's {@code value / 99}: the exact quotient rounded to the nearest double. */
    private static double quotientBy99(BigInteger value) {
        return new BigDecimal(value).divide(NINETY_NINE, QUOTIENT).doubleValue();
    }

    /** Python's {@code int(x)} of a finite double: its integer part. */
    private static BigInteger truncate(double value) {
        return new BigDecimal(value).toBigInteger();
    }

    @Override
    public String toString() {
        return name();
    }
}
