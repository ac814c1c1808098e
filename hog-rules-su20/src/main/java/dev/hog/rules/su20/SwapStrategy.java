package dev.hog.rules.su20;

import dev.hog.api.game.Strategy;

/**
 * The course's {@code swap_strategy}: roll no dice when Free Bacon would cause a beneficial swap (to a higher score);
 * otherwise roll no dice when Free Bacon gives at least {@code cutoff} points and its swap is not harmful; otherwise
 * roll {@code rolls} dice. A swap to an equal score counts as no swap. Feral Hogs is ignored.
 *
 * @param cutoff the fewest Free Bacon points worth taking
 * @param rolls the dice to roll otherwise
 */
record SwapStrategy(int cutoff, int rolls) implements Strategy {
    @Override
    public int numRolls(int score, int opponentScore) {
        int bacon = FreeBacon.points(opponentScore);
        int after = score + bacon;
        boolean swaps = SwineSwap.isSwap(after, opponentScore);
        if (swaps && opponentScore > after) {
            return 0;
        }
        boolean harmful = swaps && opponentScore < after;
        return bacon >= cutoff && !harmful ? 0 : rolls;
    }
}
