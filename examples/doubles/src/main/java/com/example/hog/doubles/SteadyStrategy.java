package com.example.hog.doubles;

import dev.hog.api.game.GameState;
import dev.hog.api.game.Strategy;

/**
 * Rolls {@code rolls} dice, or {@code winded} dice when {@link Winded} limits the mover. It reads what Winded
 * remembers of the mover, so it overrides {@link #numRolls(GameState)}; at two scores alone, as on a first turn, the
 * mover is not winded.
 *
 * @param rolls the dice to roll when not winded
 * @param winded the dice to roll when winded, at most {@value Winded#WINDED_DICE}
 */
public record SteadyStrategy(int rolls, int winded) implements Strategy {
    @Override
    public int numRolls(int score, int opponentScore) {
        return rolls;
    }

    @Override
    public int numRolls(GameState state) {
        return DoublesRuleset.isWinded(state) ? winded : rolls;
    }
}
