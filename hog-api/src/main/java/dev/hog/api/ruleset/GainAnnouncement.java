package dev.hog.api.ruleset;

import dev.hog.api.API;

/**
 * The words of {@link dev.hog.api.play.Commentary#announceHighest(int, GainAnnouncement)}: each ruleset words it its
 * own way.
 *
 * <p>{@link #announce(int, int)} says the course's words, which name players by number, and
 * {@link #announce(String, int)} says a player's name and counts points in plain English, for
 * {@link dev.hog.api.play.Commentary#announceHighest(int, dev.hog.api.play.PlayerNames, GainAnnouncement)}. A lambda
 * words only the first; its named announcement is the default one. Words that are their own in both ways implement
 * both methods.
 */
@API(status = API.Status.STABLE, since = "1.0")
@FunctionalInterface
public interface GainAnnouncement {
    /**
     * The default words: {@code "15 point(s)! That's the biggest gain yet for Player 1"}, and with a name
     * {@code "15 points! That's the biggest gain yet for Alice"}.
     */
    GainAnnouncement DEFAULT = (who, gain) -> gain + " point(s)! That's the biggest gain yet for Player " + who;

    /**
     * The announcement of a player's biggest gain yet, in the course's words.
     *
     * @param who the player, 0 or 1
     * @param gain the points gained on the turn
     * @return the line to say
     */
    String announce(int who, int gain);

    /**
     * The announcement of a player's biggest gain yet, with the player's name and the points counted in English. By
     * default {@code "15 points! That's the biggest gain yet for Alice"}, or {@code "1 point! ..."} for a gain of 1,
     * whatever {@link #announce(int, int)} says; words of a ruleset's own override this too.
     *
     * @param player the player's name, such as {@code "Alice"}
     * @param gain the points gained on the turn
     * @return the line to say
     */
    @API(status = API.Status.STABLE, since = "2.0")
    default String announce(String player, int gain) {
        return gain + (gain == 1 ? " point" : " points") + "! That's the biggest gain yet for " + player;
    }
}
