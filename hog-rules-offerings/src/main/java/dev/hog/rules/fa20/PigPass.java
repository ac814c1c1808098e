package dev.hog.rules.fa20;

import dev.hog.api.rule.ExtraTurnRule;
import dev.hog.api.rule.Turn;

/**
 * Pig Pass: after the turn's points are added, if the mover's score is lower than the opponent's by less than 3, the
 * mover takes another turn. Extra turns chain. (10, 12) and (11, 12) yes; (9, 12), (12, 12) and (13, 12) no.
 */
public final class PigPass implements ExtraTurnRule {
    /** Creates the rule. */
    public PigPass() {
    }

    @Override
    public String name() {
        return "Pig Pass";
    }

    @Override
    public String description() {
        return "After the turn, if the mover's score is lower than the opponent's by less than 3, the mover takes"
                + " another turn.";
    }

    /**
     * Whether the mover takes another turn, as the course's {@code pig_pass}.
     *
     * @param score the mover's score
     * @param opponentScore the opponent's score
     * @return {@code true} for an extra turn
     */
    public static boolean pigPass(int score, int opponentScore) {
        return score < opponentScore && opponentScore - score < 3;
    }

    @Override
    public boolean extraTurn(Turn turn) {
        return pigPass(turn.score(), turn.opponentScore());
    }

    @Override
    public String announce() {
        return "Another turn.";
    }

    @Override
    public String toString() {
        return name();
    }
}
