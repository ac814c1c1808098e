package dev.hog.rules.sp20;

import dev.hog.rules.common.ScoreSwap;
import java.math.BigInteger;

/**
 * Swine Swap, sp20: the excitement of the game is three to the power of the sum of the two scores; after the turn's
 * points and any Feral Hogs bonus are added, the scores swap if the excitement's first digit and last digit are the
 * same. 1/0 swap (3^1 = 3), as do 20/7 (3^27 = 7625597484987) and 398/562; 2/2 (3^4 = 81) and 559/629 do not. It is
 * checked at the goal too.
 *
 * <p>The solver asks this for every state it visits, so the answers are read from a table computed once for every sum
 * a game to 100 can reach. Beyond it, the first digit of 3^n comes from {@code n log10(3)} and is exact unless that
 * falls within a hair of a digit's boundary, when the power itself is computed.
 */
public final class SwineSwap extends ScoreSwap {
    /**
     * The sums the table covers: a turn ends with the mover's score below 100 + 63 (60 from ten sixes, 3 from Feral
     * Hogs; Free Bacon gives at most 18 below 100) and the opponent's below 100.
     */
    private static final int TABLE_SIZE = 512;
    /** The last digit of 3^n, by {@code n % 4}. */
    private static final int[] LAST_DIGITS = {1, 3, 9, 7};
    private static final boolean[] SWAPS = table();
    private static final double LOG10_3 = Math.log10(3);
    /** The farthest from a digit's boundary that the logarithm's error can reach, with a wide margin. */
    private static final double TOLERANCE = 1e-8;
    /** The largest sum the logarithm is trusted for within {@link #TOLERANCE}. */
    private static final int LOGARITHM_LIMIT = 1_000_000;

    /** Creates the rule. */
    public SwineSwap() {
    }

    @Override
    public String name() {
        return "Swine Swap";
    }

    @Override
    public String description() {
        return "After the turn, the scores swap if three to the power of their sum has the same first and last digit.";
    }

    /**
     * Whether these scores swap, as the course's {@code is_swap}. The test is symmetric.
     *
     * @param score one score
     * @param opponentScore the other
     * @return {@code true} if 3^(score + opponentScore) has the same first and last digit
     */
    public static boolean isSwap(int score, int opponentScore) {
        int sum = score + opponentScore;
        return sum < TABLE_SIZE ? SWAPS[sum] : firstDigitOfPowerOfThree(sum) == LAST_DIGITS[sum & 3];
    }

    @Override
    protected boolean swaps(int score, int opponentScore) {
        return isSwap(score, opponentScore);
    }

    private static boolean[] table() {
        boolean[] swaps = new boolean[TABLE_SIZE];
        BigInteger power = BigInteger.ONE;
        for (int sum = 0; sum < TABLE_SIZE; sum++, power = power.multiply(BigInteger.valueOf(3))) {
            String digits = power.toString();
            swaps[sum] = digits.charAt(0) == digits.charAt(digits.length() - 1);
        }
        return swaps;
    }

    /** The first digit of 3^n for {@code n >= 0}, without allocating unless n log10(3) is next to a boundary. */
    static int firstDigitOfPowerOfThree(int n) {
        if (n < LOGARITHM_LIMIT) {
            double exponent = n * LOG10_3;
            double mantissa = Math.pow(10, exponent - Math.floor(exponent));
            int digit = (int) mantissa;
            if (mantissa - digit > TOLERANCE * mantissa && digit + 1 - mantissa > TOLERANCE * mantissa) {
                return digit;
            }
        }
        return BigInteger.valueOf(3).pow(n).toString().charAt(0) - '0';
    }
}
