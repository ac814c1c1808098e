package dev.hog.api;

/**
 * A rule that scores a turn on which the mover rolls no dice, such as Free Bacon.
 *
 * <p>A ruleset has at most one zero-dice rule; without one, rolling no dice scores nothing.
 */
public interface ZeroDiceRule extends Rule {
    /**
     * The points for rolling no dice.
     *
     * @param score the mover's score at the start of the turn
     * @param opponentScore the opponent's score at the start of the turn
     * @return the points, at least 0
     */
    int zeroDicePoints(int score, int opponentScore);

    /**
     * What players are told when a player rolls no dice.
     *
     * @param points the points scored
     * @return the announcement, without the rule's name
     */
    default String announce(int points) {
        return points + " point(s).";
    }
}
