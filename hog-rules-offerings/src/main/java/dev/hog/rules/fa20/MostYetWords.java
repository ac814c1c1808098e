package dev.hog.rules.fa20;

import dev.hog.api.ruleset.GainAnnouncement;

/**
 * fa20's words for a player's biggest gain: the course's {@code announce_highest}, "15 point(s)! The most yet for
 * Player 1", and with a name, "15 points! The most yet for Alice".
 */
final class MostYetWords implements GainAnnouncement {
    @Override
    public String announce(int who, int gain) {
        return gain + " point(s)! The most yet for Player " + who;
    }

    @Override
    public String announce(String player, int gain) {
        return gain + (gain == 1 ? " point" : " points") + "! The most yet for " + player;
    }
}
