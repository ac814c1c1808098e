package dev.hog.rules.fa21;

import dev.hog.api.rule.Turn;
import dev.hog.api.rule.ZeroDiceRule;

/**
 * Picky Piggy: rolling no dice scores the n-th digit after the decimal point of 1/7 = 0.142857142857..., n being the
 * opponent's score; against 0 it scores 7. 1 gives 1, 2 gives 4, 3 gives 2, 6 gives 7, 24 gives 7, 439 gives 1.
 */
public final class PickyPiggy implements ZeroDiceRule {
    /** The repeating digits of 1/7. */
    private static final int[] SEVENTH = {1, 4, 2, 8, 5, 7};
    /** The points against an opponent at 0. */
    private static final int AGAINST_ZERO = 7;

    /** Creates the rule. */
    public PickyPiggy() {
    }

    @Override
    public String name() {
        return "Picky Piggy";
    }

    @Override
    public String description() {
        return "Rolling zero dice scores the n-th digit of 1/7 = 0.142857..., n being the opponent's score; 7 against"
                + " a score of 0.";
    }

    @Override
    public int zeroDicePoints(Turn turn) {
        return points(turn.opponentScore());
    }

    /**
     * The Picky Piggy points against an opponent's score, as the course's {@code picky_piggy}.
     *
     * @param opponentScore the opponent's score, at least 0
     * @return the points, from 1 to 8
     */
    public static int points(int opponentScore) {
        return opponentScore == 0 ? AGAINST_ZERO : SEVENTH[(opponentScore - 1) % SEVENTH.length];
    }

    @Override
    public String toString() {
        return name();
    }
}
