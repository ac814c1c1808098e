package dev.hog.api.rule;

import dev.hog.api.API;

/**
 * A rule that sets how many sides the dice have on a turn, such as Hog Wild's four-sided dice.
 *
 * <p>Die size rules are applied in the ruleset's order, each given the size chosen so far, starting from
 * {@link dev.hog.api.ruleset.Ruleset#sides()}. They see the turn as it starts, with the dice chosen; the points are not
 * known yet.
 */
@API(status = API.Status.STABLE, since = "1.0")
public interface DieSizeRule extends Rule {
    /**
     * The number of sides of the dice for this turn.
     *
     * @param turn the turn, at its start
     * @param sides the number of sides chosen so far
     * @return the number of sides, at least 1
     */
    int sides(Turn turn, int sides);

    /**
     * What players are told when this rule changes the dice.
     *
     * @param sides the number of sides the rule chose
     * @return the announcement, without the rule's name
     */
    default String announce(int sides) {
        return "Rolling " + sides + "-sided dice.";
    }
}
