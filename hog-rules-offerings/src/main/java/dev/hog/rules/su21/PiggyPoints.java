package dev.hog.rules.su21;

import static dev.hog.rules.common.Digits.ones;
import static dev.hog.rules.common.Digits.tens;

import dev.hog.api.rule.Turn;
import dev.hog.api.rule.ZeroDiceRule;

/**
 * Piggy Points, su21: rolling no dice scores 4 plus the absolute difference between the tens and ones digits of the
 * opponent's score. 14 gives 7, 50 gives 9, 9 gives 13, 0 gives 4, 156 gives 5 (tens 5, ones 6), 439 gives 10. (sp21's
 * Piggy Points has the same name and other arithmetic.)
 */
public final class PiggyPoints implements ZeroDiceRule {
    /** The points before the difference of the digits. */
    private static final int BASE = 4;

    /** Creates the rule. */
    public PiggyPoints() {
    }

    @Override
    public String name() {
        return "Piggy Points";
    }

    @Override
    public String description() {
        return "Rolling zero dice scores 4 plus the difference between the tens and ones digits of the opponent's"
                + " score.";
    }

    @Override
    public int zeroDicePoints(Turn turn) {
        return points(turn.opponentScore());
    }

    /**
     * The Piggy Points against an opponent's score, as the course's {@code piggy_points}.
     *
     * @param opponentScore the opponent's score
     * @return the points, from 4 to 13
     */
    public static int points(int opponentScore) {
        return BASE + Math.abs(tens(opponentScore) - ones(opponentScore));
    }

    @Override
    public String toString() {
        return name();
    }
}
