package dev.hog.json;

import dev.hog.api.API;
import dev.hog.api.play.TurnRecord;
import dev.hog.json.internal.SavedMatchJson;

/**
 * A played turn as JSON, in the one form every turn the Hog SDK writes takes: the turns of a
 * {@link MatchSnapshots saved match}, the lines of {@code hog trace --json} and {@code hog replay --json}, and the
 * games of {@code hog serve}'s API.
 * <pre>
 * {"number":4,"player":0,"extraTurn":false,"movesAgain":false,"dice":3,"sides":6,"outcomes":[3,4,5],"points":12,
 *  "scores":[12,0],"effects":[{"rule":"Free Bacon","message":"11 points."}],"commentary":["..."]}
 * </pre>
 * The keys, always all of them and in this order: {@code number} (the turn's number, from 0), {@code player} (who
 * moved, 0 or 1), {@code extraTurn} (whether it was an extra turn), {@code movesAgain} (whether the same player moves
 * next), {@code dice} (how many dice were chosen), {@code sides} (the sides of each), {@code outcomes} (the faces
 * rolled, in order; empty for no dice), {@code points} (the points of the roll, before the rules after it),
 * {@code scores} (both scores after the turn, player 0's first), {@code effects} (the rules that fired, in order, each
 * {@code {"rule":...,"message":...}}) and {@code commentary} (lines of text).
 *
 * <p>Stateless and thread-safe.
 */
@API(status = API.Status.EXPERIMENTAL, since = "2.0")
public final class TurnJson {
    private TurnJson() {
    }

    /**
     * Writes a turn as one JSON object on one line.
     *
     * @param turn the turn
     * @return the JSON
     * @throws NullPointerException if {@code turn} is {@code null}
     */
    public static String write(TurnRecord turn) {
        return SavedMatchJson.writeTurn(turn, -1);
    }

    /**
     * Writes a turn of one of several games as one JSON object on one line: the same form, with the game's index
     * first, {@code {"game":2,"number":0,...}}, so that a stream of turns of several games tells them apart.
     *
     * @param game the game's index, from 0
     * @param turn the turn
     * @return the JSON
     * @throws IllegalArgumentException if {@code game} is negative
     * @throws NullPointerException if {@code turn} is {@code null}
     */
    public static String write(int game, TurnRecord turn) {
        if (game < 0) {
            throw new IllegalArgumentException("a game's index is 0 or more, not " + game);
        }
        return SavedMatchJson.writeTurn(turn, game);
    }
}
