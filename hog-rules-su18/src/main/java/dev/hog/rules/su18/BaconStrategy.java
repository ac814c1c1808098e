package dev.hog.rules.su18;

import dev.hog.api.game.Strategy;

/**
 * The handout's bacon strategy: roll no dice when Free Bacon gives at least {@code margin} points, else roll
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
