package dev.hog.rules.sp18;

import dev.hog.api.game.Strategy;
import dev.hog.rules.fa17.SwineSwap;

/**
 * The course's {@code swap_strategy}: "rolls 0 dice when it triggers a beneficial swap. It also rolls 0 dice if it
 * gives at least MARGIN points. Otherwise, it rolls NUM_ROLLS." A swap is beneficial when the opponent is ahead of the
 * mover's score after Free Bacon. Unlike fa17's and fa18's, sp18's docstring does not ask to avoid a harmful swap.
 *
 * @param margin the fewest Free Bacon points worth taking
 * @param rolls the dice to roll otherwise
 */
record SwapStrategy(int margin, int rolls) implements Strategy {
    @Override
    public int numRolls(int score, int opponentScore) {
        int bacon = FreeBacon.points(opponentScore);
        int after = score + bacon;
        boolean beneficialSwap = SwineSwap.isSwap(after, opponentScore) && opponentScore > after;
        return beneficialSwap || bacon >= margin ? 0 : rolls;
    }
}
