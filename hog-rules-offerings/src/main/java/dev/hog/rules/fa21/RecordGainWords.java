package dev.hog.rules.fa21;

import dev.hog.api.ruleset.GainAnnouncement;

/**
 * fa21's words for a player's biggest gain: the course's {@code announce_highest}, "15 point(s)! That's a record gain
 * for Player 1!", and with a name, "15 points! That's a record gain for Alice!".
 */
final class RecordGainWords implements GainAnnouncement {
    @Override
    public String announce(int who, int gain) {
        return gain + " point(s)! That's a record gain for Player " + who + "!";
    }

    @Override
    public String announce(String player, int gain) {
        return gain + (gain == 1 ? " point" : " points") + "! That's a record gain for " + player + "!";
    }
}
