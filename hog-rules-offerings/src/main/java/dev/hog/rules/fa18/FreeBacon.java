package dev.hog.rules.fa18;

import static dev.hog.rules.common.Digits.ones;
import static dev.hog.rules.common.Digits.tens;

import dev.hog.api.rule.Turn;
import dev.hog.api.rule.ZeroDiceRule;

/**
 * Free Bacon, fa18: rolling no dice scores twice the opponent's tens digit minus their ones digit, at least 1. 71
 * gives 13, 90 gives 18, 10 gives 2; 35, 7, 0 and 47 give 1. su22 plays the same arithmetic as Oink Points.
 */
public final class FreeBacon implements ZeroDiceRule {
    /** Creates the rule. */
    public FreeBacon() {
    }

    @Override
    public String name() {
        return "Free Bacon";
    }

    @Override
    public String description() {
        return "Rolling zero dice scores twice the opponent's tens digit minus their ones digit, at least 1.";
    }

    @Override
    public int zeroDicePoints(Turn turn) {
        return points(turn.opponentScore());
    }

    /**
     * The Free Bacon points against an opponent's score, as the course's {@code free_bacon(score)}.
     *
     * @param opponentScore the opponent's score
     * @return the points, at least 1
     */
    public static int points(int opponentScore) {
        return Math.max(2 * tens(opponentScore) - ones(opponentScore), 1);
    }

    @Override
    public String toString() {
        return name();
    }
}
