package dev.hog.rules.fa18;

import dev.hog.api.game.Strategy;

/**
 * The course's {@code swap_strategy}: "rolls 0 dice when it triggers a beneficial swap. It also rolls 0 dice if it
 * gives at least MARGIN points and does not trigger a non-beneficial swap. Otherwise, it rolls NUM_ROLLS." After Free
 * Bacon, a swap is beneficial when the opponent is ahead and harmful when the mover is; a swap of equal scores is
 * neither, and the margin decides.
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
