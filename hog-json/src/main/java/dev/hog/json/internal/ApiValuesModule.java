package dev.hog.json.internal;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.deser.std.StdDelegatingDeserializer;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdDelegatingSerializer;
import com.fasterxml.jackson.databind.util.StdConverter;
import dev.hog.api.game.Scores;
import dev.hog.api.play.MatchSnapshot;
import dev.hog.api.play.TurnRecord;
import dev.hog.api.rule.Effect;
import java.util.List;
import java.util.Map;

/**
 * How hog-api's values that are written as JSON, a {@link MatchSnapshot} and its parts, read and write: as objects
 * whose keys are the values' accessors in their order, read through the values' own factories so that their checks
 * run, with every key a creator property that a reader may require.
 *
 * <p>hog-api depends on nothing, so it cannot carry Jackson's annotations; they are mixed in here instead. A
 * {@link TurnRecord} is made by a builder, so it reads through {@link TurnJson}, whose every part is a creator
 * property that must be present.
 */
final class ApiValuesModule extends SimpleModule {
    private static final long serialVersionUID = 1L;

    /** Adds the mix-ins and the turn's converters. */
    ApiValuesModule() {
        super("hog-api values");
        setMixInAnnotation(Scores.class, ScoresMixIn.class);
        setMixInAnnotation(Effect.class, EffectMixIn.class);
        setMixInAnnotation(MatchSnapshot.class, MatchSnapshotMixIn.class);
        addSerializer(TurnRecord.class, new StdDelegatingSerializer(new ToJson()));
        addDeserializer(TurnRecord.class, new StdDelegatingDeserializer<>(new FromJson()));
    }

    @JsonPropertyOrder({"score0", "score1"})
    abstract static class ScoresMixIn {
        @JsonCreator
        static Scores of(@JsonProperty("score0") int score0, @JsonProperty("score1") int score1) {
            throw new AssertionError("a mix-in is never called");
        }

        @JsonProperty("score0")
        abstract int score0();

        @JsonProperty("score1")
        abstract int score1();
    }

    @JsonPropertyOrder({"rule", "message"})
    abstract static class EffectMixIn {
        @JsonCreator
        static Effect of(@JsonProperty("rule") String rule, @JsonProperty("message") String message) {
            throw new AssertionError("a mix-in is never called");
        }

        @JsonProperty("rule")
        abstract String rule();

        @JsonProperty("message")
        abstract String message();
    }

    @JsonPropertyOrder({"ruleset", "options", "goal", "start", "turns", "dice"})
    abstract static class MatchSnapshotMixIn {
        @JsonCreator
        static MatchSnapshot of(@JsonProperty("ruleset") String ruleset,
                @JsonProperty("options") Map<String, String> options, @JsonProperty("goal") int goal,
                @JsonProperty("start") Scores start, @JsonProperty("turns") List<TurnRecord> turns,
                @JsonProperty("dice") String dice) {
            throw new AssertionError("a mix-in is never called");
        }

        @JsonProperty("ruleset")
        abstract String ruleset();

        @JsonProperty("options")
        abstract Map<String, String> options();

        @JsonProperty("goal")
        abstract int goal();

        @JsonProperty("start")
        abstract Scores start();

        @JsonProperty("turns")
        abstract List<TurnRecord> turns();

        @JsonProperty("dice")
        abstract String dice();
    }

    /**
     * A {@link TurnRecord} as it is written, key for key.
     *
     * @param number the turn's number, from 0
     * @param player who moved
     * @param extraTurn whether it was an extra turn
     * @param movesAgain whether the same player has the next turn too
     * @param dice how many dice they chose
     * @param sides how many sides the dice had
     * @param outcomes the faces rolled
     * @param points the turn's points before bonuses
     * @param scores both scores after the turn
     * @param effects the rules that fired
     * @param commentary what the commentary said
     */
    record TurnJson(int number, int player, boolean extraTurn, boolean movesAgain, int dice, int sides,
            List<Integer> outcomes, int points, Scores scores, List<Effect> effects, List<String> commentary) {
    }

    private static final class ToJson extends StdConverter<TurnRecord, TurnJson> {
        @Override
        public TurnJson convert(TurnRecord turn) {
            return new TurnJson(turn.number(), turn.player(), turn.extraTurn(), turn.movesAgain(), turn.dice(),
                    turn.sides(), turn.outcomes(), turn.points(), turn.scores(), turn.effects(), turn.commentary());
        }
    }

    private static final class FromJson extends StdConverter<TurnJson, TurnRecord> {
        @Override
        public TurnRecord convert(TurnJson turn) {
            return TurnRecord.builder().number(turn.number()).player(turn.player()).extraTurn(turn.extraTurn())
                    .movesAgain(turn.movesAgain()).dice(turn.dice()).sides(turn.sides()).outcomes(turn.outcomes())
                    .points(turn.points()).scores(turn.scores()).effects(turn.effects())
                    .commentary(turn.commentary()).build();
        }
    }
}
