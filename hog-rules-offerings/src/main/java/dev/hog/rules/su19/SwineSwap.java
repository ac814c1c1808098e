package dev.hog.rules.su19;

import static dev.hog.rules.common.Digits.ones;

import dev.hog.rules.common.Digits;
import dev.hog.rules.common.ScoreSwap;

/**
 * Swine Swap, su19: after the turn, the scores swap if the first (leftmost) digit of the mover's score equals the last
 * digit of the opponent's. The test is directional: 56/35 and 26/2 swap; 56/32, 89/91, 19/19, 123/12 and 12/2 do not.
 * It is checked at the goal too.
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
        return "After the turn, the scores swap if the first digit of the mover's score equals the last digit of the"
                + " opponent's.";
    }

    /**
     * Whether these scores swap, as the course's {@code is_swap(player_score, opponent_score)}.
     *
     * @param score the mover's score
     * @param opponentScore the opponent's score
     * @return {@code true} if they swap
     */
    public static boolean isSwap(int score, int opponentScore) {
        return Digits.leftmost(score) == ones(opponentScore);
    }

    /**
     * The first (leftmost) digit of a number: 7 gives 7, 43 gives 4, 209 gives 2, 0 gives 0.
     *
     * @param n a non-negative number
     * @return its leftmost decimal digit
     */
    public static int firstDigit(int n) {
        return Digits.leftmost(n);
    }

    @Override
    protected boolean swaps(int score, int opponentScore) {
        return isSwap(score, opponentScore);
    }
}
