package dev.hog.rules.su20;

import static dev.hog.rules.common.Digits.ones;
import static dev.hog.rules.common.Digits.tens;

import dev.hog.rules.common.ScoreSwap;

/**
 * Swine Swap, su20: after the turn's points and any Feral Hogs bonus are added, the scores swap if
 * {@code |ones(mover) - ones(opponent)| == tens(opponent)}. It is checked even when the mover has reached the goal,
 * and the swapped scores stand. 6/2 no, 17/65 no, 55/23 yes, 89/54 yes.
 */
public final class SwineSwap extends ScoreSwap {
    @Override
    public String name() {
        return "Swine Swap";
    }

    @Override
    public String description() {
        return "After the turn, the scores swap if the difference of their ones digits equals the tens digit of the"
                + " opponent's score.";
    }

    /**
     * Whether these scores swap, as the course's {@code is_swap}.
     *
     * @param score the mover's score
     * @param opponentScore the opponent's score
     * @return {@code true} if they swap
     */
    public static boolean isSwap(int score, int opponentScore) {
        return Math.abs(ones(score) - ones(opponentScore)) == tens(opponentScore);
    }

    @Override
    protected boolean swaps(int score, int opponentScore) {
        return isSwap(score, opponentScore);
    }
}
