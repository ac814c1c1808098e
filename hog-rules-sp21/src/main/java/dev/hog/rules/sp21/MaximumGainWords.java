package dev.hog.rules.sp21;

import dev.hog.api.ruleset.GainAnnouncement;

/**
 * sp21's words for a player's biggest gain, which su21 speaks as well: the course's {@code announce_highest}, "Player 1
 * has reached a new maximum point gain. 15 point(s)!", and with a name, "Alice has reached a new maximum point gain. 15
 * points!".
 */
public final class MaximumGainWords implements GainAnnouncement {
    /** Creates the words. */
    public MaximumGainWords() {
    }

    @Override
    public String announce(int who, int gain) {
        return "Player " + who + " has reached a new maximum point gain. " + gain + " point(s)!";
    }

    @Override
    public String announce(String player, int gain) {
        return player + " has reached a new maximum point gain. " + gain + (gain == 1 ? " point!" : " points!");
    }
}
