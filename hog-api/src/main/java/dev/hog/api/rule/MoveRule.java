package dev.hog.api.rule;

import dev.hog.api.API;

/**
 * A rule that offers the mover a move other than rolling dice, chosen by a negative number, such as fa16's Pork Chop:
 * a player who chooses -1 rolls no dice, scores 1 point, and swaps the dice's roles for both players.
 *
 * <p>A strategy chooses the move by returning its {@link #choice()} where it would return a number of dice; a ruleset's
 * choices are then its moves' numbers and 0 to {@link dev.hog.api.ruleset.Ruleset#maxDice()}. On a move's turn no dice
 * are rolled and {@link Turn#dice()} is the move's number, so that every rule can tell the move apart: the turn's
 * points are the move's {@link #points(Turn) points}, and the bonus, after-turn, extra-turn and memory rules follow as
 * on any turn. What the move changes beyond its points, the rule does through its other hooks: Pork Chop is also a
 * {@link MemoryRule} that remembers how often each player chopped, and a {@link DieSizeRule} that reads it. The
 * {@linkplain DiceChoiceRule choice rules} are asked about a move as about a number of dice, and may refuse it.
 *
 * <p>Because a move's points are a function of the turn at its start, as the zero-dice points are, analysis stays
 * exact: the solver, the best response and the live odds weigh each move beside each number of dice.
 *
 * @since 2.0
 */
@API(status = API.Status.STABLE, since = "2.0")
public interface MoveRule extends Rule {
    /** The lowest number a move may be chosen by. */
    int LOWEST_CHOICE = -9;

    /**
     * The number a strategy returns to make this move.
     *
     * @return a number from {@value #LOWEST_CHOICE} to -1, different from every other move of the ruleset
     */
    int choice();

    /**
     * The points of the move: the turn's points before any bonus.
     *
     * @param turn the turn, at its start, whose {@link Turn#dice()} is this move's {@link #choice()}
     * @return the points, at least 0
     */
    int points(Turn turn);

    /**
     * What players are told when a player makes the move.
     *
     * @param turn the turn, at its start
     * @return the announcement, without the rule's name; by default the points, such as {@code "1 point."}
     */
    default String announce(Turn turn) {
        int points = points(turn);
        return points + (points == 1 ? " point." : " points.");
    }
}
