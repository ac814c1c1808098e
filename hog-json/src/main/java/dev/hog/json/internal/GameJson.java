package dev.hog.json.internal;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import dev.hog.api.game.Scores;
import dev.hog.json.RecordedGame;
import dev.hog.json.RecordedTurn;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * One recorded game as it is written in JSON: {@code options} and a turn's {@code scores} may be left out (or
 * {@code null}); nothing else may be {@code null}.
 *
 * @param ruleset the ruleset's id
 * @param options the option values, by name
 * @param goal the goal score
 * @param start the scores before the first turn
 * @param turns the turns
 */
public record GameJson(
        @JsonProperty(required = true) @JsonSetter(nulls = Nulls.FAIL) String ruleset,
        @JsonSetter(contentNulls = Nulls.FAIL) Map<String, Object> options,
        @JsonProperty(required = true) int goal,
        @JsonProperty(required = true) @JsonSetter(nulls = Nulls.FAIL) Pair start,
        @JsonProperty(required = true) @JsonSetter(nulls = Nulls.FAIL, contentNulls = Nulls.FAIL)
        List<TurnJson> turns) {
    /** The keys a game and a turn take, for messages. */
    public static final String KEYS = "a game has ruleset, options, goal, start and turns, and a turn has player, dice,"
            + " outcomes and scores";

    /**
     * The game.
     *
     * @return the recorded game
     */
    public RecordedGame toRecordedGame() {
        return RecordedGame.of(ruleset, options == null ? Map.of() : options, goal, start.scores(),
                turns.stream().map(TurnJson::toRecordedTurn).toList());
    }

    /**
     * One turn as it is written.
     *
     * @param player who moved: 0 or 1
     * @param dice how many dice they chose
     * @param outcomes the faces rolled
     * @param scores both scores after the turn, if recorded
     */
    public record TurnJson(
            @JsonProperty(required = true) int player,
            @JsonProperty(required = true) int dice,
            @JsonProperty(required = true) @JsonSetter(nulls = Nulls.FAIL, contentNulls = Nulls.FAIL)
            List<Face> outcomes,
            Pair scores) {
        RecordedTurn toRecordedTurn() {
            return RecordedTurn.of(player, dice, outcomes.stream().map(Face::value).toList(),
                    scores == null ? null : scores.scores());
        }
    }

    /**
     * A face rolled: 1 or more.
     *
     * @param value the face
     */
    public record Face(int value) {
        /**
         * Reads a face.
         *
         * @param value the number written
         * @return the face
         * @throws IllegalArgumentException if it is below 1
         */
        @JsonCreator
        public static Face of(int value) {
            if (value < 1) {
                throw new IllegalArgumentException("an outcome is a face of a die, 1 or more; not " + value);
            }
            return new Face(value);
        }
    }

    /**
     * Two scores, player 0's first, written {@code [s0, s1]}.
     *
     * @param score0 player 0's score
     * @param score1 player 1's score
     */
    public record Pair(int score0, int score1) {
        /**
         * Reads a pair.
         *
         * @param scores the numbers written
         * @return the pair
         * @throws IllegalArgumentException unless there are two scores of 0 or more
         */
        @JsonCreator
        public static Pair of(int[] scores) {
            if (scores.length != 2 || scores[0] < 0 || scores[1] < 0) {
                throw new IllegalArgumentException("scores are a pair of numbers of 0 or more, player 0's first, such"
                        + " as [0, 0]; not " + Arrays.toString(scores));
            }
            return new Pair(scores[0], scores[1]);
        }

        Scores scores() {
            return Scores.of(score0, score1);
        }
    }
}
