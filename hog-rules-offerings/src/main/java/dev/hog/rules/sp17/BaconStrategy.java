package dev.hog.rules.sp17;

import dev.hog.api.game.Strategy;
import dev.hog.rules.su15.FreeBacon;

/**
 * The course's {@code bacon_strategy}: roll no dice when that gives at least {@code margin} points, Hogtimus Prime
 * included ("Account for hogtimus prime rule": 3 points of Free Bacon are worth 5), else roll {@code rolls} dice.
 *
 * @param margin the fewest points worth rolling no dice for
 * @param rolls the dice to roll otherwise
 */
record BaconStrategy(int margin, int rolls) implements Strategy {
    @Override
    public int numRolls(int score, int opponentScore) {
        return zeroDicePoints(opponentScore) >= margin ? 0 : rolls;
    }

    /** What rolling no dice scores, as the course's {@code take_turn(0, opponent_score)}. */
    static int zeroDicePoints(int opponentScore) {
        return HogtimusPrime.boosted(FreeBacon.points(opponentScore));
    }
}
