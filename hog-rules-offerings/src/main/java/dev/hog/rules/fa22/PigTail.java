package dev.hog.rules.fa22;

import static dev.hog.rules.common.Digits.ones;
import static dev.hog.rules.common.Digits.tens;

import dev.hog.api.rule.Turn;
import dev.hog.api.rule.ZeroDiceRule;

/**
 * Pig Tail: rolling no dice scores 2 * |tens - ones| + 1, the digits being those of the opponent's score. 46 gives 5,
 * 73 gives 9, 25 gives 7, 0 gives 1, 7 gives 15, 22 gives 1, 584 gives 9.
 */
public final class PigTail implements ZeroDiceRule {
    /** Creates the rule. */
    public PigTail() {
    }

    @Override
    public String name() {
        return "Pig Tail";
    }

    @Override
    public String description() {
        return "Rolling zero dice scores 2 * |tens - ones| + 1, of the opponent's tens and ones digits.";
    }

    @Override
    public int zeroDicePoints(Turn turn) {
        return points(turn.opponentScore());
    }

    /**
     * The Pig Tail points against an opponent's score, as the course's {@code tail_points}.
     *
     * @param opponentScore the opponent's score
     * @return the points, an odd number from 1 to 19
     */
    public static int points(int opponentScore) {
        return 2 * Math.abs(tens(opponentScore) - ones(opponentScore)) + 1;
    }

    @Override
    public String toString() {
        return name();
    }
}
