package dev.hog.rules.su21;

import dev.hog.api.rule.ExtraTurnRule;
import dev.hog.api.rule.Turn;
import dev.hog.rules.common.Digits;

/**
 * More Boar, su21: after every turn, zero-dice turns included, the mover plays again if their score's largest digit
 * is larger than the opponent's largest digit and their smallest digit is smaller than the opponent's smallest digit.
 * The digits are those of the scores as written: a one-digit score has that one digit and no leading 0. Extra turns
 * chain without limit. (25, 43) yes, (70, 21) yes, (29, 8) yes, (193, 42) yes; (5, 0) no, (81, 8) no, (23, 23) no.
 * (sp21's More Boar has the same name and compares the two leftmost digits instead.)
 */
public final class MoreBoar implements ExtraTurnRule {
    /** Creates the rule. */
    public MoreBoar() {
    }

    @Override
    public String name() {
        return "More Boar";
    }

    @Override
    public String description() {
        return "After the turn, the mover plays again if their largest digit is larger than the opponent's largest"
                + " digit and their smallest digit is smaller than the opponent's smallest digit.";
    }

    /**
     * Whether the mover plays again, as the course's {@code more_boar}.
     *
     * @param score the mover's score
     * @param opponentScore the opponent's score
     * @return {@code true} for an extra turn
     */
    public static boolean moreBoar(int score, int opponentScore) {
        return Digits.largest(score) > Digits.largest(opponentScore)
                && Digits.smallest(score) < Digits.smallest(opponentScore);
    }

    @Override
    public boolean extraTurn(Turn turn) {
        return moreBoar(turn.score(), turn.opponentScore());
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
