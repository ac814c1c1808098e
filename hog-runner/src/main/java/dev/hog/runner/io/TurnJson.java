package dev.hog.runner.io;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.hog.api.Effect;
import dev.hog.api.GameRecord;
import dev.hog.api.TurnRecord;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;

/**
 * Writes turns as JSON lines: per turn
 * {@code {"player":0,"dice":3,"sides":6,"outcomes":[3,4,5],"points":12,"scores":[12,0],"effects":["..."]}}, then
 * {@code {"final":[s0,s1],"winner":w}}; with a game index, each line starts with {@code "game":i}.
 */
public final class TurnJson {
    private static final JsonMapper MAPPER = new JsonMapper();

    private TurnJson() {
    }

    /**
     * One turn as a JSON line.
     *
     * @param game the game's index, or -1 for none
     * @param turn the turn
     * @return the line, without a line break
     */
    public static String turn(int game, TurnRecord turn) {
        return write(json -> {
            json.writeStartObject();
            if (game >= 0) {
                json.writeNumberField("game", game);
            }
            json.writeNumberField("player", turn.player());
            json.writeNumberField("dice", turn.dice());
            json.writeNumberField("sides", turn.sides());
            json.writeArrayFieldStart("outcomes");
            for (int outcome : turn.outcomes()) {
                json.writeNumber(outcome);
            }
            json.writeEndArray();
            json.writeNumberField("points", turn.points());
            json.writeArrayFieldStart("scores");
            json.writeNumber(turn.scores().score0());
            json.writeNumber(turn.scores().score1());
            json.writeEndArray();
            json.writeArrayFieldStart("effects");
            for (Effect effect : turn.effects()) {
                json.writeString(effect.toString());
            }
            json.writeEndArray();
            json.writeEndObject();
        });
    }

    /**
     * A game's end as a JSON line.
     *
     * @param game the game's index, or -1 for none
     * @param record the game
     * @return the line, such as {@code {"final":[102,87],"winner":0}}
     */
    public static String end(int game, GameRecord record) {
        return write(json -> {
            json.writeStartObject();
            if (game >= 0) {
                json.writeNumberField("game", game);
            }
            json.writeArrayFieldStart("final");
            json.writeNumber(record.finalScores().score0());
            json.writeNumber(record.finalScores().score1());
            json.writeEndArray();
            json.writeNumberField("winner", record.winner());
            json.writeEndObject();
        });
    }

    @FunctionalInterface
    private interface Body {
        void write(JsonGenerator json) throws IOException;
    }

    private static String write(Body body) {
        StringWriter text = new StringWriter();
        try (JsonGenerator json = MAPPER.createGenerator(text)) {
            body.write(json);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return text.toString();
    }
}
