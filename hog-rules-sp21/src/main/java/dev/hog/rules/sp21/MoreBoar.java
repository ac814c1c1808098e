package dev.hog.rules.sp21;

import static dev.hog.rules.common.Digits.firstOfTwoLeftmost;
import static dev.hog.rules.common.Digits.secondOfTwoLeftmost;

import dev.hog.api.rule.ExtraTurnRule;
import dev.hog.api.rule.Turn;

/**
 * More Boar: after every turn, zero-dice turns included, the mover plays again if their leftmost digit is less than
 * the opponent's and their second leftmost digit is less than the opponent's. A one-digit score reads as {@code 0d};
 * larger scores use their two leftmost digits. Extra turns chain without limit. (21, 43) yes, (22, 43) yes,
 * (43, 21) no, (12, 12) no, (7, 8) no, (209, 980) yes.
 */
public final class MoreBoar implements ExtraTurnRule {
    @Override
    public String name() {
        return "More Boar";
    }

    @Override
    public String description() {
        return "After the turn, the mover plays again if both of their two leftmost digits are less than the"
                + " opponent's (a one-digit score reads as 0d).";
    }

    /**
     * Whether the mover plays again, as the course's {@code more_boar}.
     *
     * @param score the mover's score
     * @param opponentScore the opponent's score
     * @return {@code true} for an extra turn
     */
    public static boolean moreBoar(int score, int opponentScore) {
        return firstOfTwoLeftmost(score) < firstOfTwoLeftmost(opponentScore)
                && secondOfTwoLeftmost(score) < secondOfTwoLeftmost(opponentScore);
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
