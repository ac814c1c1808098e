package dev.hog.api.game;

import java.util.Objects;

/**
 * A strategy with a name for people to read. It overrides {@link Strategy#numRolls(GameState)} only when the strategy
 * it names does, so that a strategy of the two scores stays one, as analysis can tell from its class. Bound to a game,
 * it keeps its name on the strategy the named one binds to.
 */
sealed interface NamedStrategy extends Strategy {
    String name();

    Strategy strategy();

    @Override
    default Strategy forGame(GameDefinition game) {
        Strategy bound = Objects.requireNonNull(strategy().forGame(game), () -> "strategy " + name()
                + " bound to " + game);
        return bound == strategy() ? this : of(name(), bound);
    }

    static Strategy of(String name, Strategy strategy) {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(strategy, "strategy");
        return readsOnlyScores(strategy) ? new OfScores(name, strategy) : new OfStates(name, strategy);
    }

    /** Whether the strategy keeps the default {@code numRolls(GameState)}, which reads the two scores. */
    static boolean readsOnlyScores(Strategy strategy) {
        try {
            return strategy.getClass().getMethod("numRolls", GameState.class).getDeclaringClass() == Strategy.class;
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException("Every strategy has numRolls(GameState)", e);
        }
    }

    /** A named strategy of the two scores. */
    record OfScores(String name, Strategy strategy) implements NamedStrategy {
        @Override
        public int numRolls(int score, int opponentScore) {
            return strategy.numRolls(score, opponentScore);
        }

        @Override
        public String toString() {
            return name;
        }
    }

    /** A named strategy that reads the whole state. */
    record OfStates(String name, Strategy strategy) implements NamedStrategy {
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
}
