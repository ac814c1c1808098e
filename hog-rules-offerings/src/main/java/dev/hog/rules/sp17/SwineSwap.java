package dev.hog.rules.sp17;

import dev.hog.rules.common.ScoreSwap;

/**
 * Swine Swap as sp17 and fa16 play it: after the turn, the scores swap if one is exactly twice the other. 20/40 and
 * 34/17 swap; 19/91, 41/14 and 100/20 do not. It is checked at the goal too, and 0/0 swaps, to no effect.
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
        return "After the turn, the scores swap if one is exactly twice the other.";
    }

    /**
     * Whether these scores swap, as the course's {@code is_swap}. The test is symmetric.
     *
     * @param score one score
     * @param opponentScore the other
     * @return {@code true} if one is twice the other
     */
    public static boolean isSwap(int score, int opponentScore) {
        return score == 2 * opponentScore || opponentScore == 2 * score;
    }

    @Override
    protected boolean swaps(int score, int opponentScore) {
        return isSwap(score, opponentScore);
    }
}
