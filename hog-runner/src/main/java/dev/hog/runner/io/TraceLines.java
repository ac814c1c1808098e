package dev.hog.runner.io;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import dev.hog.api.play.GameRecord;
import dev.hog.api.play.TurnRecord;
import dev.hog.json.TurnJson;

/**
 * The JSON lines of {@code hog trace --json} and {@code hog replay --json}: each turn in the SDK's one form of a turn
 * ({@link TurnJson}), then {@code {"final":[s0,s1],"winner":w}}; with a game index, each line starts with
 * {@code "game":i}.
 */
public final class TraceLines {
    private TraceLines() {
    }

    /**
     * One turn as a JSON line.
     *
     * @param game the game's index, or -1 for none
     * @param turn the turn
     * @return the line, without a line break
     */
    public static String turn(int game, TurnRecord turn) {
        return game < 0 ? TurnJson.write(turn) : TurnJson.write(game, turn);
    }

    /**
     * A game's end as a JSON line.
     *
     * @param game the game's index, or -1 for none
     * @param record the game
     * @return the line, such as {@code {"final":[102,87],"winner":0}}
     */
    public static String end(int game, GameRecord record) {
        return Json.line(new End(game < 0 ? null : game, new int[] {record.finalScores().score0(),
                record.finalScores().score1()}, record.winner()));
    }

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonPropertyOrder({"game", "final", "winner"})
    private record End(Integer game, @JsonProperty("final") int[] scores, int winner) {
    }
}
