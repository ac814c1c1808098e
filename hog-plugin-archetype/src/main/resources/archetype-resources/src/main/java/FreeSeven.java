package ${package};

import dev.hog.api.rule.Turn;
import dev.hog.api.rule.ZeroDiceRule;

/**
 * Free Seven, this plugin's example rule: rolling no dice scores 1 plus the opponent's score modulo 7, from 1 to 7.
 * Against 0 it scores 1, against 6 it scores 7, against 7 it scores 1 again.
 */
public final class FreeSeven implements ZeroDiceRule {
    @Override
    public String name() {
        return "Free Seven";
    }

    @Override
    public String description() {
        return "Rolling zero dice scores 1 plus the opponent's score modulo 7.";
    }

    @Override
    public int zeroDicePoints(Turn turn) {
        return points(turn.opponentScore());
    }

    /**
     * The Free Seven points against an opponent's score.
     *
     * @param opponentScore the opponent's score
     * @return the points, from 1 to 7
     */
    public static int points(int opponentScore) {
        return 1 + opponentScore % 7;
    }
}
