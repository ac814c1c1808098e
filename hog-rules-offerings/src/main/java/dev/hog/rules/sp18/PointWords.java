package dev.hog.rules.sp18;

import dev.hog.api.ruleset.GainAnnouncement;

/**
 * sp18's words for a player's biggest gain, the course's {@code announce_highest}: "1 point! That's the biggest gain
 * yet for Player 1", "19 points! That's the biggest gain yet for Player 1". With a name, the default words.
 */
final class PointWords implements GainAnnouncement {
    @Override
    public String announce(int who, int gain) {
        return gain + (gain == 1 ? " point" : " points") + "! That's the biggest gain yet for Player " + who;
    }
}
