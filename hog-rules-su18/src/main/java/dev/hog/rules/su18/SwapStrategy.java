package dev.hog.rules.su18;

import dev.hog.api.game.Strategy;

/**
 * The handout's swap strategy: roll no dice when Free Bacon would cause a beneficial swap (to a higher score), or
 * when it gives at least {@code margin} points even if its swap is not beneficial; else roll {@code rolls} dice.
 *
 * @param margin the fewest Free Bacon points worth taking
 * @param rolls the dice to roll otherwise
 */
record SwapStrategy(int margin, int rolls) implements Strategy {
    @Override
    public int numRolls(int score, int opponentScore) {
        int bacon = FreeBacon.points(opponentScore);
        int after = score + bacon;
        boolean beneficial = SwineSwap.isSwap(after, opponentScore) && opponentScore > after;
        return beneficial || bacon >= margin ? 0 : rolls;
    }
}
