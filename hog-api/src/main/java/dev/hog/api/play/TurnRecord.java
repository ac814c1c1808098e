package dev.hog.api.play;

import dev.hog.api.API;
import dev.hog.api.game.Scores;
import dev.hog.api.rule.Effect;
import java.util.List;
import java.util.Objects;

/**
 * One turn of a played game.
 *
 * @param number the turn's number: the turns played before it, extra turns included, so the first is 0
 * @param player who moved: 0 or 1
 * @param extraTurn whether it was an extra turn: the same player had also moved on the turn before
 * @param movesAgain whether the rules gave the same player the next turn too, an extra turn
 * @param dice how many dice they chose
 * @param sides how many sides the dice had (they are reported even for a turn of no dice)
 * @param outcomes the faces rolled, in order; empty for a turn of no dice
 * @param points the turn's points before bonuses: the roll's score or the zero-dice points
 * @param scores both scores after the turn, after every rule
 * @param effects the rules that fired, in the order they fired
 * @param commentary what the commentary said after the turn
 */
@API(status = API.Status.STABLE, since = "1.0")
public record TurnRecord(int number, int player, boolean extraTurn, boolean movesAgain, int dice, int sides,
        List<Integer> outcomes, int points, Scores scores, List<Effect> effects, List<String> commentary) {
    /**
     * Copies the lists.
     *
     * @param number the turn's number, from 0
     * @param player who moved: 0 or 1
     * @param extraTurn whether it was an extra turn
     * @param movesAgain whether the same player has the next turn too
     * @param dice how many dice they chose
     * @param sides how many sides the dice had (they are reported even for a turn of no dice)
     * @param outcomes the faces rolled, in order; empty for a turn of no dice
     * @param points the turn's points before bonuses: the roll's score or the zero-dice points
     * @param scores both scores after the turn, after every rule
     * @param effects the rules that fired, in the order they fired
     * @param commentary what the commentary said after the turn
     * @throws NullPointerException if a part is {@code null}
     */
    public TurnRecord {
        outcomes = List.copyOf(outcomes);
        Objects.requireNonNull(scores, "scores");
        effects = List.copyOf(effects);
        commentary = List.copyOf(commentary);
    }
}
