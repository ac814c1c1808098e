package dev.hog.api;

/**
 * A rule that sets how many sides the dice have on a turn, such as Hog Wild's four-sided dice.
 *
 * <p>Die size rules are applied in the ruleset's order, each given the size chosen so far, starting from
 * {@link Ruleset#sides()}.
 */
public interface DieSizeRule extends Rule {
    /**
     * The number of sides of the dice for a turn that starts with these scores.
     *
     * @param score the mover's score at the start of the turn
     * @param opponentScore the opponent's score at the start of the turn
     * @param sides the number of sides chosen so far
     * @return the number of sides, at least 1
     */
    int sides(int score, int opponentScore, int sides);

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
