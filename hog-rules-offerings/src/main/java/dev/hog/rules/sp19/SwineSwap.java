package dev.hog.rules.sp19;

import dev.hog.rules.common.ScoreSwap;

/**
 * Swine Swap, sp19: after the turn, the scores swap if they share a digit in the same place value. Only the digits a
 * number has count: a 0 in front of a number is no digit (the tens of 5, the hundreds of 23), and the score 0 has no
 * digits at all, but a 0 at the end of a number counts, so 20 and 30 swap. 19/19, 12/2, 114/12, 18/108 and 10/16 swap;
 * 19/91, 108/7, 123/12 and 20/0 do not. It is checked at the goal too.
 */
public final class SwineSwap extends ScoreSwap {
    /** Creates the rule. */
    public SwineSwap() {
    }

    @Override
    public String name() {
        return "Swine Swap";
    }

    @Override
    public String description() {
        return "After the turn, the scores swap if they share a digit in the same place value (a 0 in front of a"
                + " number, or the score 0, does not count).";
    }

    /**
     * Whether these scores swap, as the course's {@code is_swap}. The test is symmetric.
     *
     * @param score one score
     * @param opponentScore the other
     * @return {@code true} if they swap
     */
    public static boolean isSwap(int score, int opponentScore) {
        for (int a = score, b = opponentScore; a > 0 && b > 0; a /= 10, b /= 10) {
            if (a % 10 == b % 10) {
                return true;
            }
        }
        return false;
    }

    @Override
    protected boolean swaps(int score, int opponentScore) {
        return isSwap(score, opponentScore);
    }
}
