package dev.hog.rules.su19;

import static dev.hog.rules.common.Digits.ones;
import static dev.hog.rules.common.Digits.tens;

import dev.hog.api.rule.Turn;
import dev.hog.api.rule.ZeroDiceRule;

/**
 * Free Bacon, su19 and fa19: rolling no dice scores 10 minus the smaller of the opponent's tens and ones digits. 35
 * gives 7, 71 gives 9, 9 gives 10 (its tens digit is 0), 0 gives 10, 99 gives 1.
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
        return "Rolling zero dice scores 10 minus the smaller of the opponent's tens and ones digits.";
    }

    @Override
    public int zeroDicePoints(Turn turn) {
        return points(turn.opponentScore());
    }

    /**
     * The Free Bacon points against an opponent's score, as the course's {@code free_bacon}.
     *
     * @param opponentScore the opponent's score
     * @return the points
     */
    public static int points(int opponentScore) {
        return 10 - Math.min(tens(opponentScore), ones(opponentScore));
    }

    @Override
    public String toString() {
        return name();
    }
}
