package dev.hog.rules.sp22;

import dev.hog.api.game.Strategy;

/**
 * The course's {@code hefty_hogs_strategy}: roll no dice when Hefty Hogs gives at least {@code threshold} points, else
 * roll {@code rolls} dice.
 *
 * @param threshold the fewest Hefty Hogs points worth taking
 * @param rolls the dice to roll otherwise
 */
record HeftyHogsStrategy(int threshold, int rolls) implements Strategy {
    @Override
    public int numRolls(int score, int opponentScore) {
        return HeftyHogs.points(score, opponentScore) >= threshold ? 0 : rolls;
    }
}
