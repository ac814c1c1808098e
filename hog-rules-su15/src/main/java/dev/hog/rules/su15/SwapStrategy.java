package dev.hog.rules.su15;

import dev.hog.api.game.Strategy;

/**
 * The course's {@code swap_strategy}: roll no dice when Free Bacon causes a beneficial swap, roll {@code rolls} dice
 * when it causes a harmful one, and otherwise follow the bacon strategy. A swap between equal scores counts as none.
 *
 * @param margin the fewest Free Bacon points worth taking
 * @param rolls the dice to roll otherwise
 */
record SwapStrategy(int margin, int rolls) implements Strategy {
    @Override
    public int numRolls(int score, int opponentScore) {
        int bacon = FreeBacon.points(opponentScore);
        int after = score + bacon;
        if (SwineSwap.isSwap(after, opponentScore) && after != opponentScore) {
            return opponentScore > after ? 0 : rolls;
        }
        return bacon >= margin ? 0 : rolls;
    }
}
