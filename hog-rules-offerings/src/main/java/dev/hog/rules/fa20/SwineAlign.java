package dev.hog.rules.fa20;

import static dev.hog.rules.common.Numbers.gcd;

import dev.hog.api.rule.ExtraTurnRule;
import dev.hog.api.rule.Turn;

/**
 * Swine Align: after the turn's points are added, if both players have a positive score and the greatest common
 * divisor of the mover's score and the opponent's is at least 10, the mover takes another turn. Extra turns chain.
 * (30, 45) yes (15), (35, 45) no (5), (0, 20) no.
 */
public final class SwineAlign implements ExtraTurnRule {
    /** Creates the rule. */
    public SwineAlign() {
    }

    @Override
    public String name() {
        return "Swine Align";
    }

    @Override
    public String description() {
        return "After the turn, if both scores are positive and their greatest common divisor is at least 10, the"
                + " mover takes another turn.";
    }

    /**
     * Whether the mover takes another turn, as the course's {@code swine_align}.
     *
     * @param score the mover's score
     * @param opponentScore the opponent's score
     * @return {@code true} for an extra turn
     */
    public static boolean swineAlign(int score, int opponentScore) {
        return score > 0 && opponentScore > 0 && gcd(score, opponentScore) >= 10;
    }

    @Override
    public boolean extraTurn(Turn turn) {
        return swineAlign(turn.score(), turn.opponentScore());
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
