package dev.hog.api;

import java.util.Objects;

/** A strategy with a name for people to read. */
record NamedStrategy(String name, Strategy strategy) implements Strategy {
    NamedStrategy {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(strategy, "strategy");
    }

    @Override
    public int numRolls(int score, int opponentScore) {
        return strategy.numRolls(score, opponentScore);
    }

    @Override
    public int numRolls(GameState state) {
        return strategy.numRolls(state);
    }

    @Override
    public String toString() {
        return name;
    }
}
