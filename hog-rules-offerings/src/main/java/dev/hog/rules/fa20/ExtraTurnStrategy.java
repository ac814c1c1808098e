package dev.hog.rules.fa20;

import dev.hog.api.game.Strategy;

/**
 * The course's {@code extra_turn_strategy}: roll no dice when Free Bacon earns an extra turn (Swine Align or Pig Pass)
 * or gives at least {@code cutoff} points, else roll {@code rolls} dice.
 *
 * @param cutoff the fewest Free Bacon points worth taking
 * @param rolls the dice to roll otherwise
 */
record ExtraTurnStrategy(int cutoff, int rolls) implements Strategy {
    @Override
    public int numRolls(int score, int opponentScore) {
        int bacon = FreeBacon.points(opponentScore);
        int after = score + bacon;
        boolean extraTurn = SwineAlign.swineAlign(after, opponentScore) || PigPass.pigPass(after, opponentScore);
        return extraTurn || bacon >= cutoff ? 0 : rolls;
    }
}
