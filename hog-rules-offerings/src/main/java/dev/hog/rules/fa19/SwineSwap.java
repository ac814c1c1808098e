package dev.hog.rules.fa19;

import static dev.hog.rules.common.Digits.ones;

import dev.hog.rules.common.Digits;
import dev.hog.rules.common.ScoreSwap;

/**
 * Swine Swap, fa19: after the turn's points and any Feral Hogs bonus are added, the scores swap if their swap values
 * are equal, a score's swap value being its first (leftmost) digit times its last digit (a one-digit score times
 * itself). 28/4 swap (16 and 16), as do 124/2, 44/28, 10/0 and 13/301; 2/4, 22/4 and 2/0 do not. It is checked at
 * the goal too.
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
        return "After the turn, the scores swap if the first digit times the last digit of one equals that of the"
                + " other.";
    }

    /**
     * Whether these scores swap, as the course's {@code is_swap}. The test is symmetric.
     *
     * @param score one score
     * @param opponentScore the other
     * @return {@code true} if they swap
     */
    public static boolean isSwap(int score, int opponentScore) {
        return swapValue(score) == swapValue(opponentScore);
    }

    /**
     * A score's swap value, as the course's {@code swap_value}: its first digit times its last.
     *
     * @param score a score
     * @return the product of its leftmost and rightmost digits
     */
    public static int swapValue(int score) {
        return Digits.leftmost(score) * ones(score);
    }

    @Override
    protected boolean swaps(int score, int opponentScore) {
        return isSwap(score, opponentScore);
    }
}
