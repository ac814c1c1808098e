package dev.hog.rules.su18;

import static dev.hog.rules.common.Digits.ones;
import static dev.hog.rules.common.Digits.tens;

import dev.hog.rules.common.ScoreSwap;

/**
 * Swine Swap, su18: after the turn's points are added, the scores swap if the mover's ones digit equals the
 * opponent's tens digit. It is checked at the goal too, so 111 against 12 swaps and the opponent wins with 111.
 * 49/92 yes, 40/5 yes, 41/92 no.
 */
public final class SwineSwap extends ScoreSwap {
    @Override
    public String name() {
        return "Swine Swap";
    }

    @Override
    public String description() {
        return "After the turn, the scores swap if the ones digit of the mover's score equals the tens digit of the"
                + " opponent's.";
    }

    /**
     * Whether these scores swap, as the handout's {@code isSwap}.
     *
     * @param score the mover's score
     * @param opponentScore the opponent's score
     * @return {@code true} if they swap
     */
    public static boolean isSwap(int score, int opponentScore) {
        return ones(score) == tens(opponentScore);
    }

    @Override
    protected boolean swaps(int score, int opponentScore) {
        return isSwap(score, opponentScore);
    }
}
