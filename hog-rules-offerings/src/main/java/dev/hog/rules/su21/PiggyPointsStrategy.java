package dev.hog.rules.su21;

import dev.hog.api.game.Strategy;

/**
 * The course's {@code piggypoints_strategy}: roll no dice when Piggy Points gives at least {@code cutoff} points,
 * else roll {@code rolls} dice.
 *
 * @param cutoff the fewest Piggy Points worth taking
 * @param rolls the dice to roll otherwise
 */
record PiggyPointsStrategy(int cutoff, int rolls) implements Strategy {
    @Override
    public int numRolls(int score, int opponentScore) {
        return PiggyPoints.points(opponentScore) >= cutoff ? 0 : rolls;
    }
}
