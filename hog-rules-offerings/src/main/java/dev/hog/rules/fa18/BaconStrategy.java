package dev.hog.rules.fa18;

import dev.hog.api.game.Strategy;

/**
 * The course's {@code bacon_strategy}: roll no dice when Free Bacon gives at least {@code margin} points, else roll
 * {@code rolls} dice.
 *
 * @param margin the fewest Free Bacon points worth taking
 * @param rolls the dice to roll otherwise
 */
record BaconStrategy(int margin, int rolls) implements Strategy {
    @Override
    public int numRolls(int score, int opponentScore) {
        return FreeBacon.points(opponentScore) >= margin ? 0 : rolls;
    }
}
