package dev.hog.rules.su21;

import dev.hog.api.game.Strategy;

/**
 * The course's {@code more_boar_strategy}: roll no dice when Piggy Points earns an extra turn or gives at least
 * {@code cutoff} points, else roll {@code rolls} dice.
 *
 * @param cutoff the fewest Piggy Points worth taking
 * @param rolls the dice to roll otherwise
 */
record MoreBoarStrategy(int cutoff, int rolls) implements Strategy {
    @Override
    public int numRolls(int score, int opponentScore) {
        int points = PiggyPoints.points(opponentScore);
        return MoreBoar.moreBoar(score + points, opponentScore) || points >= cutoff ? 0 : rolls;
    }
}
