package dev.hog.rules.fa17;

import dev.hog.api.ruleset.GainAnnouncement;

/**
 * The words of fa17 and sp18 for a player's biggest gain, the course's {@code announce_highest}: "1 point! That's the
 * biggest gain yet for Player 1", "19 points! That's the biggest gain yet for Player 1". With a name, the default
 * words.
 */
public final class PointWords implements GainAnnouncement {
    /** Creates the words. */
    public PointWords() {
    }

    @Override
    public String announce(int who, int gain) {
        return gain + (gain == 1 ? " point" : " points") + "! That's the biggest gain yet for Player " + who;
    }
}
