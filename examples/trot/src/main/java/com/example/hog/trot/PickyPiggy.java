package com.example.hog.trot;

import dev.hog.api.rule.Turn;
import dev.hog.api.rule.ZeroDiceRule;

/**
 * Picky Piggy: rolling no dice scores the n-th digit after the decimal point of 1/7 = 0.142857142857..., n being the
 * opponent's score; an opponent at 0 gives 7. Against 1 it scores 1, against 2 it scores 4, against 6 it scores 7,
 * against 7 it scores 1 again.
 */
public final class PickyPiggy implements ZeroDiceRule {
    private static final String SEVENTH = "142857";

    @Override
    public String name() {
        return "Picky Piggy";
    }

    @Override
    public String description() {
        return "Rolling zero dice scores the digit of 1/7 = 0.142857... at the place of the opponent's score (7 at 0).";
    }

    @Override
    public int zeroDicePoints(Turn turn) {
        return points(turn.opponentScore());
    }

    /**
     * The Picky Piggy points against an opponent's score.
     *
     * @param opponentScore the opponent's score, at least 0
     * @return the points, from 1 to 8
     */
    public static int points(int opponentScore) {
        return opponentScore == 0 ? 7 : SEVENTH.charAt((opponentScore - 1) % SEVENTH.length()) - '0';
    }
}
