package dev.hog.rules.su22;

import dev.hog.api.rule.Turn;
import dev.hog.api.rule.ZeroDiceRule;
import dev.hog.rules.fa18.FreeBacon;

/**
 * Oink Points: rolling no dice scores twice the tens digit of the opponent's score minus its ones digit, or 1 if that
 * is less. 46 gives 2, 73 gives 11, 27 gives 1, 7 gives 1, 584 gives 12, 60 gives 12: fa18's
 * {@link FreeBacon Free Bacon} under su22's name.
 */
public final class OinkPoints implements ZeroDiceRule {
    /** Creates the rule. */
    public OinkPoints() {
    }

    @Override
    public String name() {
        return "Oink Points";
    }

    @Override
    public String description() {
        return "Rolling zero dice scores 2 * tens - ones of the opponent's score, or 1 if that is higher.";
    }

    @Override
    public int zeroDicePoints(Turn turn) {
        return points(turn.opponentScore());
    }

    /**
     * The Oink Points against an opponent's score, as the course's {@code oink_points}, which also takes the mover's
     * score and ignores it.
     *
     * @param opponentScore the opponent's score
     * @return the points, from 1 to 18
     */
    public static int points(int opponentScore) {
        return FreeBacon.points(opponentScore);
    }

    @Override
    public String toString() {
        return name();
    }
}
