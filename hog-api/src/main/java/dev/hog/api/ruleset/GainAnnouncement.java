package dev.hog.api.ruleset;

import dev.hog.api.API;

/**
 * The words of {@link dev.hog.api.play.Commentary#announceHighest(int, GainAnnouncement)}: each ruleset words it its
 * own way.
 */
@API(status = API.Status.STABLE, since = "1.0")
@FunctionalInterface
public interface GainAnnouncement {
    /** The default words: {@code "15 point(s)! That's the biggest gain yet for Player 1"}. */
    GainAnnouncement DEFAULT = (who, gain) -> gain + " point(s)! That's the biggest gain yet for Player " + who;

    /**
     * The announcement of a player's biggest gain yet.
     *
     * @param who the player, 0 or 1
     * @param gain the points gained on the turn
     * @return the line to say
     */
    String announce(int who, int gain);
}
