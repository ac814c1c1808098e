package dev.hog.api;

/**
 * A rule that changes the scores once a turn's points are added, such as Swine Swap (which swaps them) or Sus Fuss
 * (which raises the mover's score to the next prime).
 *
 * <p>After-turn rules are applied in the ruleset's order, each to the scores the previous one left. They are applied
 * on every turn, including one on which the mover reaches the goal: a swap can hand the win to the opponent.
 */
public interface AfterTurnRule extends Rule {
    /**
     * Whether the rule applies to a turn that left these scores.
     *
     * @param score the mover's score
     * @param opponentScore the opponent's score
     * @return {@code true} if the rule fires
     */
    boolean appliesTo(int score, int opponentScore);

    /**
     * The mover's score after the rule, when it {@linkplain #appliesTo(int, int) applies}.
     *
     * @param score the mover's score
     * @param opponentScore the opponent's score
     * @return the mover's new score, at least 0
     */
    int score(int score, int opponentScore);

    /**
     * The opponent's score after the rule, when it {@linkplain #appliesTo(int, int) applies}.
     *
     * @param score the mover's score
     * @param opponentScore the opponent's score
     * @return the opponent's new score, at least 0
     */
    default int opponentScore(int score, int opponentScore) {
        return opponentScore;
    }

    /**
     * What players are told when this rule fires.
     *
     * @param score the mover's score before the rule
     * @param opponentScore the opponent's score before the rule
     * @return the announcement, without the rule's name
     */
    default String announce(int score, int opponentScore) {
        return "Scores become " + score(score, opponentScore) + " and " + opponentScore(score, opponentScore) + ".";
    }
}
