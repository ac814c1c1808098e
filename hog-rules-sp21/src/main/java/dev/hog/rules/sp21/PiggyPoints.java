package dev.hog.rules.sp21;

import dev.hog.api.rule.Turn;
import dev.hog.api.rule.ZeroDiceRule;
import dev.hog.rules.common.Digits;

/**
 * Piggy Points: rolling no dice scores 3 plus the smallest digit of the square of the opponent's score.
 * 4 gives 4 (16), 10 gives 3 (100), 94 gives 6 (8836), 0 gives 3, 24 gives 8 (576), 439 gives 4 (192721).
 */
public final class PiggyPoints implements ZeroDiceRule {
    @Override
    public String name() {
        return "Piggy Points";
    }

    @Override
    public String description() {
        return "Rolling zero dice scores 3 plus the smallest digit of the square of the opponent's score.";
    }

    @Override
    public int zeroDicePoints(Turn turn) {
        return points(turn.opponentScore());
    }

    /**
     * The Piggy Points against an opponent's score, as the course's {@code piggy_points}.
     *
     * @param opponentScore the opponent's score
     * @return the points
     */
    public static int points(int opponentScore) {
        return 3 + Digits.smallest((long) opponentScore * opponentScore);
    }

    @Override
    public String toString() {
        return name();
    }
}
