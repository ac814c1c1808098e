package dev.hog.rules.fa17;

import dev.hog.rules.common.ScoreSwap;

/**
 * Swine Swap, fa17 and sp18: after the turn, the scores swap if both are larger than 1 and one is a positive multiple
 * of the other. 20/40 swap; 1/0, 3/0 and 19/91 do not; 55/55 swaps, to no effect. It is checked at the goal too.
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
        return "After the turn, the scores swap if both are larger than 1 and one is a multiple of the other.";
    }

    /**
     * Whether these scores swap, as the course's {@code is_swap}. The test is symmetric.
     *
     * @param score one score
     * @param opponentScore the other
     * @return {@code true} if they swap
     */
    public static boolean isSwap(int score, int opponentScore) {
        return score > 1 && opponentScore > 1 && (score % opponentScore == 0 || opponentScore % score == 0);
    }

    @Override
    protected boolean swaps(int score, int opponentScore) {
        return isSwap(score, opponentScore);
    }
}
