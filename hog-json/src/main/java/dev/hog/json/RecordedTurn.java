package dev.hog.json;

import dev.hog.api.API;
import dev.hog.api.game.Scores;
import java.util.List;
import java.util.Objects;

/**
 * One turn of a {@link RecordedGame}: who moved, the dice they chose, the faces rolled and, if the recording says,
 * both scores after the turn.
 *
 * <p>Immutable and thread-safe: the outcomes are copied when the turn is made. Two recorded turns are equal when all
 * their parts are.
 */
@API(status = API.Status.EXPERIMENTAL, since = "1.0")
public final class RecordedTurn {
    private final int player;
    private final int dice;
    private final List<Integer> outcomes;
    private final Scores scores;

    private RecordedTurn(int player, int dice, List<Integer> outcomes, Scores scores) {
        this.player = player;
        this.dice = dice;
        this.outcomes = List.copyOf(outcomes);
        this.scores = scores;
    }

    /**
     * A recorded turn with the scores after it. The player and faces are checked when the game is
     * {@linkplain RecordedGame#replay replayed}, against the ruleset.
     *
     * @param player who moved: 0 or 1
     * @param dice how many dice they chose
     * @param outcomes the faces rolled, in order; empty when no dice were rolled; copied
     * @param scores both scores after the turn, or {@code null} if the recording does not say
     * @return the turn
     * @throws NullPointerException if {@code outcomes} or one of them is {@code null}
     */
    @API(status = API.Status.EXPERIMENTAL, since = "2.0")
    public static RecordedTurn of(int player, int dice, List<Integer> outcomes, Scores scores) {
        return new RecordedTurn(player, dice, outcomes, scores);
    }

    /**
     * A recorded turn whose scores the recording does not say.
     *
     * @param player who moved: 0 or 1
     * @param dice how many dice they chose
     * @param outcomes the faces rolled, in order; empty when no dice were rolled; copied
     * @return the turn, whose {@link #scores()} is {@code null}
     * @throws NullPointerException if {@code outcomes} or one of them is {@code null}
     */
    @API(status = API.Status.EXPERIMENTAL, since = "2.0")
    public static RecordedTurn of(int player, int dice, List<Integer> outcomes) {
        return new RecordedTurn(player, dice, outcomes, null);
    }

    /**
     * Who moved.
     *
     * @return the player, 0 or 1 in a recording that replays
     */
    public int player() {
        return player;
    }

    /**
     * How many dice the player chose.
     *
     * @return the number of dice
     */
    public int dice() {
        return dice;
    }

    /**
     * The faces rolled.
     *
     * @return the faces, in order; empty when no dice were rolled; unmodifiable
     */
    public List<Integer> outcomes() {
        return outcomes;
    }

    /**
     * Both scores after the turn.
     *
     * @return the scores, or {@code null} if the recording does not say
     */
    public Scores scores() {
        return scores;
    }

    /**
     * Whether another object is a recorded turn with the same player, dice, outcomes and scores.
     *
     * @param other the object to compare with
     * @return {@code true} if it is an equal recorded turn
     */
    @Override
    public boolean equals(Object other) {
        return other instanceof RecordedTurn that && player == that.player && dice == that.dice
                && outcomes.equals(that.outcomes) && Objects.equals(scores, that.scores);
    }

    /**
     * A hash of every part, consistent with {@link #equals(Object)}.
     *
     * @return the hash
     */
    @Override
    public int hashCode() {
        return Objects.hash(player, dice, outcomes, scores);
    }

    /**
     * Every part, for messages.
     *
     * @return {@code RecordedTurn[player=..., dice=..., outcomes=[...], scores=...]}
     */
    @Override
    public String toString() {
        return "RecordedTurn[player=" + player + ", dice=" + dice + ", outcomes=" + outcomes + ", scores=" + scores
                + "]";
    }
}
