package dev.hog.rules.su23;

import dev.hog.api.game.Strategy;
import dev.hog.rules.sp24.BoarBrawl;

/**
 * The course's {@code boar_strategy}: roll no dice when Boar Brawl gives at least {@code threshold} points (Fuzzy
 * Factors not counted), else roll {@code rolls} dice. As sp24's, with su23's default threshold of 12.
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
