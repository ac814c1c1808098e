package dev.hog.rules.fa21;

import dev.hog.api.game.Strategy;

/**
 * The course's {@code hog_pile_strategy}: roll no dice when Picky Piggy brings Hog Pile into effect or gains at least
 * {@code cutoff} points, Hog Pile included; else roll {@code rolls} dice.
 *
 * @param cutoff the fewest points worth rolling no dice for
 * @param rolls the dice to roll otherwise
 */
record HogPileStrategy(int cutoff, int rolls) implements Strategy {
    @Override
    public int numRolls(int score, int opponentScore) {
        int points = PickyPiggy.points(opponentScore);
        int pile = HogPile.points(score + points, opponentScore);
        return pile > 0 || points + pile >= cutoff ? 0 : rolls;
    }
}
