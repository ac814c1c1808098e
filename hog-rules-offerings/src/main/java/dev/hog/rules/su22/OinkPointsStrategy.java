package dev.hog.rules.su22;

import dev.hog.api.game.Strategy;

/**
 * The course's {@code oink_points_strategy}: roll no dice when Oink Points gives at least {@code threshold} points,
 * else roll {@code rolls} dice.
 *
 * @param threshold the fewest Oink Points worth taking
 * @param rolls the dice to roll otherwise
 */
record OinkPointsStrategy(int threshold, int rolls) implements Strategy {
    @Override
    public int numRolls(int score, int opponentScore) {
        return OinkPoints.points(opponentScore) >= threshold ? 0 : rolls;
    }
}
