package dev.hog.rules.sp22;

import static dev.hog.rules.common.Digits.ones;

import dev.hog.api.rule.AfterTurnRule;
import dev.hog.api.rule.Turn;

/**
 * Hog Pile, sp22: after the turn's points are added, if the ones digit of the mover's score equals the ones digit of
 * the opponent's, the mover gains that digit in points, once. (12, 72) gains 2, (439, 709) gains 9, (26, 26) gains 6;
 * (20, 30) gains 0. (fa21's Hog Pile has the same name and doubles tied scores instead.)
 */
public final class HogPile implements AfterTurnRule {
    /** Creates the rule. */
    public HogPile() {
    }

    @Override
    public String name() {
        return "Hog Pile";
    }

    @Override
    public String description() {
        return "After the turn, if the ones digits of the two scores are the same, the mover gains that digit in"
                + " points.";
    }

    /**
     * The points Hog Pile adds, as the course's {@code hog_pile}.
     *
     * @param score the mover's score, the turn's points added
     * @param opponentScore the opponent's score
     * @return the ones digit of the mover's score if it is the opponent's too, else 0
     */
    public static int points(int score, int opponentScore) {
        return ones(score) == ones(opponentScore) ? ones(score) : 0;
    }

    @Override
    public boolean appliesTo(Turn turn) {
        return points(turn.score(), turn.opponentScore()) > 0;
    }

    @Override
    public int score(Turn turn) {
        return turn.score() + points(turn.score(), turn.opponentScore());
    }

    @Override
    public String announce(Turn turn) {
        int points = points(turn.score(), turn.opponentScore());
        return "+" + points + (points == 1 ? " point." : " points.");
    }

    @Override
    public String toString() {
        return name();
    }
}
