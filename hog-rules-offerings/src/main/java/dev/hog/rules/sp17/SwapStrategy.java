package dev.hog.rules.sp17;

import dev.hog.api.game.Strategy;

/**
 * The course's {@code swap_strategy}: "rolls 0 dice when it triggers a beneficial swap. It also rolls 0 dice if it
 * gives at least MARGIN points. Otherwise, it rolls NUM_ROLLS." A swap is beneficial when the opponent is ahead of the
 * mover's score after rolling no dice (Hogtimus Prime included).
 *
 * @param margin the fewest points worth rolling no dice for
 * @param rolls the dice to roll otherwise
 */
record SwapStrategy(int margin, int rolls) implements Strategy {
    @Override
    public int numRolls(int score, int opponentScore) {
        int points = BaconStrategy.zeroDicePoints(opponentScore);
        int after = score + points;
        boolean beneficialSwap = SwineSwap.isSwap(after, opponentScore) && opponentScore > after;
        return beneficialSwap || points >= margin ? 0 : rolls;
    }
}
