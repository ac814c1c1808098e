package dev.hog.rules.fa21;

import dev.hog.api.rule.AfterTurnRule;
import dev.hog.api.rule.Turn;

/**
 * Hog Pile, fa21: after the turn's points are added, if the two scores are equal the mover's score doubles, once.
 * (7, 7) becomes (14, 7); (187, 187) becomes (374, 187). (sp22's Hog Pile has the same name and another rule.)
 */
public final class HogPile implements AfterTurnRule {
    /** Creates the rule. */
    public HogPile() {
    }

    @Override
    public String name() {
        return "Hog Pile";
    }

    @Override
    public String description() {
        return "After the turn, if the players' scores are the same, the mover's score doubles.";
    }

    /**
     * The points Hog Pile adds, as the course's {@code hog_pile}: the mover's score if the scores are equal, else 0.
     *
     * @param score the mover's score, the turn's points added
     * @param opponentScore the opponent's score
     * @return the points added
     */
    public static int points(int score, int opponentScore) {
        return score == opponentScore ? score : 0;
    }

    @Override
    public boolean appliesTo(Turn turn) {
        return points(turn.score(), turn.opponentScore()) > 0;
    }

    @Override
    public int score(Turn turn) {
        return turn.score() + points(turn.score(), turn.opponentScore());
    }

    @Override
    public String announce(Turn turn) {
        return "Scores tied at " + turn.score() + ": " + turn.score() + " doubles to " + score(turn) + ".";
    }

    @Override
    public String toString() {
        return name();
    }
}
