package dev.hog.rules.fa22;

import dev.hog.api.game.Strategy;

/**
 * The course's {@code square_strategy}: roll no dice when doing so, Square Swine included, gains at least
 * {@code threshold} points, else roll {@code rolls} dice.
 *
 * @param threshold the fewest points worth rolling no dice for
 * @param rolls the dice to roll otherwise
 */
record SquareStrategy(int threshold, int rolls) implements Strategy {
    @Override
    public int numRolls(int score, int opponentScore) {
        int after = score + PigTail.points(opponentScore);
        int updated = SquareSwine.isPerfectSquare(after) ? SquareSwine.nextPerfectSquare(after) : after;
        return updated - score >= threshold ? 0 : rolls;
    }
}
