package dev.hog.api.game;

import dev.hog.api.API;
import java.util.Objects;

/**
 * One way a turn can end: the state it leads to and its exact chance. See
 * {@link GameDefinition#transitions(GameState, int)}.
 *
 * @param state the state after the turn
 * @param probability the chance of reaching it, above 0 and at most 1
 */
@API(status = API.Status.STABLE, since = "1.0")
public record Transition(GameState state, double probability) {
    /**
     * Checks both parts.
     *
     * @param state the state after the turn
     * @param probability the chance of reaching it
     * @throws IllegalArgumentException if the probability is not above 0 and at most 1
     */
    public Transition {
        Objects.requireNonNull(state, "state");
        if (!(probability > 0 && probability <= 1)) {
            throw new IllegalArgumentException("A transition's probability is above 0 and at most 1, not "
                    + probability);
        }
    }
}
