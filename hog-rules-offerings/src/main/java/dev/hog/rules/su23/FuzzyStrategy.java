package dev.hog.rules.su23;

import dev.hog.api.game.Strategy;
import dev.hog.rules.sp24.BoarBrawl;

/**
 * The course's {@code fuzzy_strategy}: roll no dice when doing so, Fuzzy Factors included, gains at least
 * {@code threshold} points, else roll {@code rolls} dice.
 *
 * @param threshold the fewest points worth rolling no dice for
 * @param rolls the dice to roll otherwise
 */
record FuzzyStrategy(int threshold, int rolls) implements Strategy {
    @Override
    public int numRolls(int score, int opponentScore) {
        int gain = FuzzyFactors.fuzzyPoints(score + BoarBrawl.points(score, opponentScore)) - score;
        return gain >= threshold ? 0 : rolls;
    }
}
