package dev.hog.api.game;

import dev.hog.api.API;
import java.util.Objects;

/**
 * One way a turn can end: the state it leads to and its exact chance. See
 * {@link GameDefinition#transitions(GameState, int)}.
 *
 * <p>Immutable and thread-safe; equal when the states are equal and the chances are the same {@code double}.
 */
@API(status = API.Status.STABLE, since = "1.0")
public final class Transition {
    private final GameState state;
    private final double probability;

    private Transition(GameState state, double probability) {
        this.state = state;
        this.probability = probability;
    }

    /**
     * A transition, checked.
     *
     * @param state the state after the turn
     * @param probability the chance of reaching it, above 0 and at most 1
     * @return the transition
     * @throws NullPointerException if the state is {@code null}
     * @throws IllegalArgumentException if the probability is not above 0 and at most 1
     */
    @API(status = API.Status.STABLE, since = "2.0")
    public static Transition of(GameState state, double probability) {
        Objects.requireNonNull(state, "state");
        if (!(probability > 0 && probability <= 1)) {
            throw new IllegalArgumentException("A transition's probability is above 0 and at most 1, not "
                    + probability);
        }
        return new Transition(state, probability);
    }

    /**
     * The state after the turn.
     *
     * @return the state
     */
    public GameState state() {
        return state;
    }

    /**
     * The chance of reaching the state.
     *
     * @return a chance above 0 and at most 1
     */
    public double probability() {
        return probability;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Transition that && state.equals(that.state)
                && Double.compare(probability, that.probability) == 0;
    }

    @Override
    public int hashCode() {
        return 31 * state.hashCode() + Double.hashCode(probability);
    }

    @Override
    public String toString() {
        return state + " with chance " + probability;
    }
}
