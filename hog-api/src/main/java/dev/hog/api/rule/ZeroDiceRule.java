package dev.hog.api.rule;

import dev.hog.api.API;

/**
 * A rule that scores a turn on which the mover rolls no dice, such as Free Bacon.
 *
 * <p>A ruleset has at most one zero-dice rule; without one, rolling no dice scores nothing. It sees the turn as it
 * starts; the points are what it decides.
 */
@API(status = API.Status.STABLE, since = "1.0")
public interface ZeroDiceRule extends Rule {
    /**
     * The points for rolling no dice.
     *
     * @param turn the turn, at its start
     * @return the points, at least 0
     */
    int zeroDicePoints(Turn turn);

    /**
     * What players are told when a player rolls no dice: by default the points, counted in English, such as
     * {@code "1 point."} or {@code "9 points."}.
     *
     * @param points the points scored
     * @return the announcement, without the rule's name
     */
    default String announce(int points) {
        return points + (points == 1 ? " point." : " points.");
    }
}
