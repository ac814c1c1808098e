package dev.hog.runner.io;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import dev.hog.api.play.GameRecord;
import dev.hog.api.play.TurnRecord;
import dev.hog.api.rule.Effect;
import java.util.List;

/**
 * Writes turns as JSON lines: per turn
 * {@code {"player":0,"dice":3,"sides":6,"outcomes":[3,4,5],"points":12,"scores":[12,0],"effects":["..."]}}, then
 * {@code {"final":[s0,s1],"winner":w}}; with a game index, each line starts with {@code "game":i}.
 */
public final class TurnJson {
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
        return Json.line(new Turn(game < 0 ? null : game, turn.player(), turn.dice(), turn.sides(), turn.outcomes(),
                turn.points(), new int[] {turn.scores().score0(), turn.scores().score1()},
                turn.effects().stream().map(Effect::toString).toList()));
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
    @JsonPropertyOrder({"game", "player", "dice", "sides", "outcomes", "points", "scores", "effects"})
    private record Turn(Integer game, int player, int dice, int sides, List<Integer> outcomes, int points,
            int[] scores, List<String> effects) {
    }

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonPropertyOrder({"game", "final", "winner"})
    private record End(Integer game, @JsonProperty("final") int[] scores, int winner) {
    }
}
