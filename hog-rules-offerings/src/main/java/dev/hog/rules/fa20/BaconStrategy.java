package dev.hog.rules.fa20;

import dev.hog.api.game.Strategy;

/**
 * The course's {@code bacon_strategy}: roll no dice when Free Bacon gives at least {@code cutoff} points, else roll
 * {@code rolls} dice.
 *
 * @param cutoff the fewest Free Bacon points worth taking
 * @param rolls the dice to roll otherwise
 */
record BaconStrategy(int cutoff, int rolls) implements Strategy {
    @Override
    public int numRolls(int score, int opponentScore) {
        return FreeBacon.points(opponentScore) >= cutoff ? 0 : rolls;
    }
}
