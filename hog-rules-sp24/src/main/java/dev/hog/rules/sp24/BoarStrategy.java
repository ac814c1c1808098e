package dev.hog.rules.sp24;

import dev.hog.api.game.Strategy;

/**
 * The course's {@code boar_strategy}: roll no dice when Boar Brawl gives at least {@code threshold} points (Sus Fuss
 * not counted), else roll {@code rolls} dice.
 *
 * @param threshold the fewest Boar Brawl points worth taking
 * @param rolls the dice to roll otherwise
 */
record BoarStrategy(int threshold, int rolls) implements Strategy {
    @Override
    public int numRolls(int score, int opponentScore) {
        return BoarBrawl.points(score, opponentScore) >= threshold ? 0 : rolls;
    }
}
