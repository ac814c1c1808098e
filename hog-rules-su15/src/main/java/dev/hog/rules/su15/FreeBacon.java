package dev.hog.rules.su15;

import static dev.hog.rules.common.Digits.ones;
import static dev.hog.rules.common.Digits.tens;

import dev.hog.api.rule.Turn;
import dev.hog.api.rule.ZeroDiceRule;

/**
 * Free Bacon, su15: rolling no dice scores one more than the larger of the opponent's last two digits. 42 gives 5,
 * 48 gives 9, 7 gives 8.
 */
public final class FreeBacon implements ZeroDiceRule {
    @Override
    public String name() {
        return "Free Bacon";
    }

    @Override
    public String description() {
        return "Rolling zero dice scores 1 plus the larger of the opponent's tens and ones digits.";
    }

    @Override
    public int zeroDicePoints(Turn turn) {
        return points(turn.opponentScore());
    }

    /**
     * The Free Bacon points against an opponent's score, as the course's {@code take_turn(0, opponent_score)}.
     *
     * @param opponentScore the opponent's score
     * @return the points
     */
    public static int points(int opponentScore) {
        return 1 + Math.max(tens(opponentScore), ones(opponentScore));
    }

    @Override
    public String toString() {
        return name();
    }
}
