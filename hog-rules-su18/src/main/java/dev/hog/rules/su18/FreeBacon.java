package dev.hog.rules.su18;

import static dev.hog.rules.common.Digits.ones;
import static dev.hog.rules.common.Digits.tens;

import dev.hog.api.rule.Turn;
import dev.hog.api.rule.ZeroDiceRule;

/**
 * Free Bacon, su18: rolling no dice scores one more than the last digit of the product of the opponent's two digits.
 * 46 gives 5 (4 * 6 = 24), 28 gives 7, 5 gives 1 (0 * 5), 0 gives 1, 99 gives 2.
 */
public final class FreeBacon implements ZeroDiceRule {
    @Override
    public String name() {
        return "Free Bacon";
    }

    @Override
    public String description() {
        return "Rolling zero dice scores 1 plus the last digit of the product of the opponent's tens and ones digits.";
    }

    @Override
    public int zeroDicePoints(Turn turn) {
        return points(turn.opponentScore());
    }

    /**
     * The Free Bacon points against an opponent's score, as the handout's {@code freeBacon}.
     *
     * @param opponentScore the opponent's score
     * @return the points
     */
    public static int points(int opponentScore) {
        return 1 + ones(tens(opponentScore) * ones(opponentScore));
    }

    @Override
    public String toString() {
        return name();
    }
}
