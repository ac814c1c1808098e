package dev.hog.api.game;

import java.util.Objects;

/**
 * A strategy with a name for people to read. It reads what the strategy it names reads, and says so: its
 * {@link #readsOnlyScores()} is the named one's. Bound to a game, it keeps its name on the strategy the named one binds
 * to.
 */
record NamedStrategy(String name, Strategy strategy) implements Strategy {
    NamedStrategy {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(strategy, "strategy");
    }

    static Strategy of(String name, Strategy strategy) {
        return new NamedStrategy(name, strategy);
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
    public boolean readsOnlyScores() {
        return strategy.readsOnlyScores();
    }

    @Override
    public Strategy forGame(GameDefinition game) {
        Strategy bound = Objects.requireNonNull(strategy.forGame(game), () -> "strategy " + name + " bound to " + game);
        return bound == strategy ? this : of(name, bound);
    }

    @Override
    public String toString() {
        return name;
    }
}
