package dev.hog.rules.fa22;

import dev.hog.api.game.Strategy;

/**
 * The course's {@code tail_strategy}: roll no dice when Pig Tail gives at least {@code threshold} points, else roll
 * {@code rolls} dice.
 *
 * @param threshold the fewest Pig Tail points worth taking
 * @param rolls the dice to roll otherwise
 */
record TailStrategy(int threshold, int rolls) implements Strategy {
    @Override
    public int numRolls(int score, int opponentScore) {
        return PigTail.points(opponentScore) >= threshold ? 0 : rolls;
    }
}
