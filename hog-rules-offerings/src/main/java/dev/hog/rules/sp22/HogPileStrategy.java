package dev.hog.rules.sp22;

import dev.hog.api.game.Strategy;

/**
 * The course's {@code hog_pile_strategy}: roll no dice when Hefty Hogs brings Hog Pile points or gains at least
 * {@code threshold} points, Hog Pile included; else roll {@code rolls} dice.
 *
 * @param threshold the fewest points worth rolling no dice for
 * @param rolls the dice to roll otherwise
 */
record HogPileStrategy(int threshold, int rolls) implements Strategy {
    @Override
    public int numRolls(int score, int opponentScore) {
        int points = HeftyHogs.points(score, opponentScore);
        int pile = HogPile.points(score + points, opponentScore);
        return pile > 0 || points + pile >= threshold ? 0 : rolls;
    }
}
