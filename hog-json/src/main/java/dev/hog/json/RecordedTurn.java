package dev.hog.json;

import dev.hog.api.API;
import dev.hog.api.game.Scores;
import java.util.List;

/**
 * One turn of a {@link RecordedGame}.
 *
 * @param player who moved: 0 or 1
 * @param dice how many dice they chose
 * @param outcomes the faces rolled, in order; empty when no dice were rolled
 * @param scores both scores after the turn, or {@code null} if the recording does not say
 */
@API(status = API.Status.EXPERIMENTAL, since = "1.0")
public record RecordedTurn(int player, int dice, List<Integer> outcomes, Scores scores) {
    /**
     * Copies the outcomes.
     *
     * @param player who moved: 0 or 1
     * @param dice how many dice they chose
     * @param outcomes the faces rolled, in order; empty when no dice were rolled
     * @param scores both scores after the turn, or {@code null} if the recording does not say
     * @throws NullPointerException if {@code outcomes} is {@code null}
     */
    public RecordedTurn {
        outcomes = List.copyOf(outcomes);
    }
}
