package dev.hog.rules.sp24;

import dev.hog.api.game.Strategy;

/**
 * The course's {@code sus_strategy}: roll no dice when doing so, Sus Fuss included, gains at least
 * {@code threshold} points, else roll {@code rolls} dice.
 *
 * @param threshold the fewest points worth rolling no dice for
 * @param rolls the dice to roll otherwise
 */
record SusStrategy(int threshold, int rolls) implements Strategy {
    @Override
    public int numRolls(int score, int opponentScore) {
        int gain = SusFuss.susPoints(score + BoarBrawl.points(score, opponentScore)) - score;
        return gain >= threshold ? 0 : rolls;
    }
}
