package dev.hog.rules.sp24;

import static dev.hog.rules.common.Digits.ones;
import static dev.hog.rules.common.Digits.tens;

import dev.hog.api.rule.Turn;
import dev.hog.api.rule.ZeroDiceRule;

/**
 * Boar Brawl: rolling no dice scores three times the absolute difference between the opponent's tens digit and the
 * mover's ones digit, or 1 if that is 0. {@code boar_brawl(727, 939) = 12}, {@code boar_brawl(0, 0) = 1}.
 */
public final class BoarBrawl implements ZeroDiceRule {
    @Override
    public String name() {
        return "Boar Brawl";
    }

    @Override
    public String description() {
        return "Rolling zero dice scores 3 times the difference between the opponent's tens digit and your ones digit,"
                + " or 1 if that is 0.";
    }

    @Override
    public int zeroDicePoints(Turn turn) {
        return points(turn.score(), turn.opponentScore());
    }

    /**
     * The Boar Brawl points, as the course's {@code boar_brawl}.
     *
     * @param score the mover's score
     * @param opponentScore the opponent's score
     * @return the points
     */
    public static int points(int score, int opponentScore) {
        return Math.max(1, 3 * Math.abs(tens(opponentScore) - ones(score)));
    }

    @Override
    public String toString() {
        return name();
    }
}
