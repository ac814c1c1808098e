package dev.hog.rules.fa21;

import dev.hog.api.game.Strategy;

/**
 * The course's {@code picky_piggy_strategy}: roll no dice when Picky Piggy gives at least {@code cutoff} points, else
 * roll {@code rolls} dice.
 *
 * @param cutoff the fewest Picky Piggy points worth taking
 * @param rolls the dice to roll otherwise
 */
record PickyPiggyStrategy(int cutoff, int rolls) implements Strategy {
    @Override
    public int numRolls(int score, int opponentScore) {
        return PickyPiggy.points(opponentScore) >= cutoff ? 0 : rolls;
    }
}
