package dev.hog.rules.fa18;

import static dev.hog.rules.common.Digits.ones;
import static dev.hog.rules.common.Digits.tens;

import dev.hog.rules.common.ScoreSwap;

/**
 * Swine Swap, fa18: after the turn, the scores swap if the difference between the tens and ones digits is the same
 * for both, reading only each score's last two digits. 19/91, 34/45, 85/3, 104/40 and 82/128 swap; 36/13, 51/81, 30/0
 * and 1/0 do not. It is checked at the goal too.
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
        return "After the turn, the scores swap if each has the same difference between its tens and ones digits.";
    }

    /**
     * Whether these scores swap, as the course's {@code is_swap}: "whether the current player's score has the same
     * absolute difference between its last two digits as the opponent's score". The test is symmetric.
     *
     * @param score one score
     * @param opponentScore the other
     * @return {@code true} if they swap
     */
    public static boolean isSwap(int score, int opponentScore) {
        return digitGap(score) == digitGap(opponentScore);
    }

    private static int digitGap(int score) {
        return Math.abs(tens(score) - ones(score));
    }

    @Override
    protected boolean swaps(int score, int opponentScore) {
        return isSwap(score, opponentScore);
    }
}
