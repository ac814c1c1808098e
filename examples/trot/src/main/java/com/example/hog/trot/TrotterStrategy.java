package com.example.hog.trot;

import dev.hog.api.game.GameState;
import dev.hog.api.game.Strategy;

/**
 * Rolls the dice that earn Time Trot's extra turn when that is at least {@code least} dice and the turn may earn one,
 * else {@code rolls} dice. It reads the turn number, so it overrides {@link #numRolls(GameState)}.
 *
 * @param least the fewest dice worth rolling for an extra turn
 * @param rolls the dice to roll otherwise
 */
public record TrotterStrategy(int least, int rolls) implements Strategy {
    @Override
    public int numRolls(int score, int opponentScore) {
        return rolls;
    }

    @Override
    public int numRolls(GameState state) {
        int trot = state.turn() % TimeTrot.PERIOD;
        return !state.extraTurn() && trot >= least ? trot : rolls;
    }
}
