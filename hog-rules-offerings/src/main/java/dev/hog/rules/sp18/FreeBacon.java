package dev.hog.rules.sp18;

import static dev.hog.rules.common.Digits.ones;
import static dev.hog.rules.common.Digits.tens;

import dev.hog.api.rule.Turn;
import dev.hog.api.rule.ZeroDiceRule;

/**
 * Free Bacon, sp18: rolling no dice scores 2 more than the difference between the opponent's tens and ones digits.
 * 35 gives 4, 71 gives 8, 7 gives 9, 0 gives 2.
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
        return "Rolling zero dice scores 2 plus the difference between the opponent's tens and ones digits.";
    }

    @Override
    public int zeroDicePoints(Turn turn) {
        return points(turn.opponentScore());
    }

    /**
     * The Free Bacon points against an opponent's score, as the course's {@code free_bacon(score)}.
     *
     * @param opponentScore the opponent's score
     * @return the points
     */
    public static int points(int opponentScore) {
        return 2 + Math.abs(tens(opponentScore) - ones(opponentScore));
    }

    @Override
    public String toString() {
        return name();
    }
}
