package dev.hog.rules.sp20;

import dev.hog.api.game.Strategy;

/**
 * The course's {@code swap_strategy}: roll no dice when Free Bacon triggers a beneficial swap (the opponent ahead
 * after it); otherwise roll no dice when Free Bacon gives at least {@code margin} points and does not trigger a harmful
 * swap; otherwise roll {@code rolls} dice. A swap of equal scores is neither. Feral Hogs is ignored.
 *
 * @param margin the fewest Free Bacon points worth taking
 * @param rolls the dice to roll otherwise
 */
record SwapStrategy(int margin, int rolls) implements Strategy {
    @Override
    public int numRolls(int score, int opponentScore) {
        int bacon = FreeBacon.points(opponentScore);
        int after = score + bacon;
        boolean swaps = SwineSwap.isSwap(after, opponentScore);
        if (swaps && opponentScore > after) {
            return 0;
        }
        boolean harmful = swaps && opponentScore < after;
        return bacon >= margin && !harmful ? 0 : rolls;
    }
}
