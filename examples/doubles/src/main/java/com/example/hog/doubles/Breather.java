package com.example.hog.doubles;

import dev.hog.api.rule.Turn;
import dev.hog.api.rule.ZeroDiceRule;

/**
 * Breather: rolling no dice scores 1 more than the tens digit of the opponent's score: 1 against 0 to 9, 5 against 42,
 * 10 against 95. Every turn of doubles scores at least 1 point, so the sum of the scores rises with every turn.
 */
public final class Breather implements ZeroDiceRule {
    @Override
    public String name() {
        return "Breather";
    }

    @Override
    public String description() {
        return "Rolling zero dice scores 1 more than the tens digit of the opponent's score.";
    }

    @Override
    public int zeroDicePoints(Turn turn) {
        return points(turn.opponentScore());
    }

    /**
     * The Breather points against an opponent's score.
     *
     * @param opponentScore the opponent's score, at least 0
     * @return the points, from 1 to 10
     */
    public static int points(int opponentScore) {
        return 1 + opponentScore / 10 % 10;
    }
}
