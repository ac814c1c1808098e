package dev.hog.runner.strategy;

import dev.hog.api.HogException;
import dev.hog.api.Strategy;

/**
 * A strategy read from a table: one row per mover score, one column per opponent score, each cell a number of dice.
 *
 * @param name the spec, {@code table:FILE}
 * @param dice the table, {@code dice[score][opponentScore]}
 */
record TableStrategy(String name, int[][] dice) implements Strategy {
    @Override
    public int numRolls(int score, int opponentScore) {
        if (score >= dice.length || opponentScore >= dice[score].length) {
            throw new HogException(name + " has no entry for scores " + score + " and " + opponentScore
                    + "; it covers scores below " + dice.length);
        }
        return dice[score][opponentScore];
    }

    @Override
    public String toString() {
        return name;
    }
}
