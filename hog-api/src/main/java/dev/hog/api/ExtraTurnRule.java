package dev.hog.api;

/**
 * A rule that lets the mover move again, such as More Boar.
 *
 * <p>Checked after every turn, once the {@link AfterTurnRule after-turn rules} have applied; the mover moves again
 * if any extra-turn rule says so. Extra turns chain without limit, and the game still ends as soon as a score reaches
 * the goal.
 */
public interface ExtraTurnRule extends Rule {
    /**
     * Whether the mover moves again after a turn that left these scores.
     *
     * @param score the mover's score
     * @param opponentScore the opponent's score
     * @return {@code true} for an extra turn
     */
    boolean extraTurn(int score, int opponentScore);

    /**
     * What players are told when this rule grants an extra turn.
     *
     * @return the announcement, without the rule's name
     */
    default String announce() {
        return "Extra turn.";
    }
}
