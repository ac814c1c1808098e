package dev.hog.rules.su15;

import dev.hog.rules.common.ScoreSwap;

/**
 * Swine Swap, su15: after the turn, the scores swap if the last two digits of one are the last two digits of the
 * other reversed, a one-digit score read as {@code 0d}. 19/91, 80/8, 107/70, 114/41 all swap; 55/55 swaps too, to no
 * effect. It is checked at the goal too, and the winner is decided on the swapped scores.
 */
public final class SwineSwap extends ScoreSwap {
    @Override
    public String name() {
        return "Swine Swap";
    }

    @Override
    public String description() {
        return "After the turn, the scores swap if the last two digits of one, reversed, are the last two digits of"
                + " the other.";
    }

    /**
     * Whether these scores swap, as the course's {@code is_swap}. The test is symmetric.
     *
     * @param score one score
     * @param opponentScore the other
     * @return {@code true} if they swap
     */
    public static boolean isSwap(int score, int opponentScore) {
        return score % 100 == (opponentScore % 10) * 10 + (opponentScore % 100) / 10;
    }

    @Override
    protected boolean swaps(int score, int opponentScore) {
        return isSwap(score, opponentScore);
    }
}
