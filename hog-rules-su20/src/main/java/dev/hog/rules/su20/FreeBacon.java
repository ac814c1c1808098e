package dev.hog.rules.su20;

import static dev.hog.rules.common.Digits.ones;
import static dev.hog.rules.common.Digits.tens;

import dev.hog.api.rule.Turn;
import dev.hog.api.rule.ZeroDiceRule;

/**
 * Free Bacon, su20: rolling no dice scores {@code 10 - ones(opponent) + tens(opponent)}. An opponent at 32 gives 11,
 * at 19 gives 2, at 80 gives 18, at 5 gives 5.
 */
public final class FreeBacon implements ZeroDiceRule {
    @Override
    public String name() {
        return "Free Bacon";
    }

    @Override
    public String description() {
        return "Rolling zero dice scores 10 minus the ones digit of the opponent's score plus its tens digit.";
    }

    @Override
    public int zeroDicePoints(Turn turn) {
        return points(turn.opponentScore());
    }

    /**
     * The Free Bacon points against an opponent's score, as the course's {@code free_bacon}.
     *
     * @param opponentScore the opponent's score
     * @return the points
     */
    public static int points(int opponentScore) {
        return 10 - ones(opponentScore) + tens(opponentScore);
    }

    @Override
    public String toString() {
        return name();
    }
}
