package ${package};

import dev.hog.api.game.Strategy;

/**
 * The named strategy {@code sevens}: roll no dice when Free Seven gives at least {@code cutoff} points, else roll
 * {@code rolls} dice.
 *
 * @param cutoff the fewest Free Seven points worth rolling no dice for
 * @param rolls the dice to roll otherwise
 */
public record SevensStrategy(int cutoff, int rolls) implements Strategy {
    @Override
    public int numRolls(int score, int opponentScore) {
        return FreeSeven.points(opponentScore) >= cutoff ? 0 : rolls;
    }
}
