package dev.hog.api.rule;

import dev.hog.api.API;

/**
 * A rule that lets the mover move again, such as More Boar or Time Trot.
 *
 * <p>Checked after every turn, once the {@link AfterTurnRule after-turn rules} have applied; the mover moves again if
 * any extra-turn rule says so, and that next turn {@linkplain Turn#isExtraTurn() is an extra turn}. Extra turns chain
 * as long as the rules grant them, and the game still ends as soon as a score reaches the goal.
 */
@API(status = API.Status.STABLE, since = "1.0")
public interface ExtraTurnRule extends Rule {
    /**
     * Whether the mover moves again after this turn.
     *
     * @param turn the turn, after every after-turn rule
     * @return {@code true} for an extra turn
     */
    boolean extraTurn(Turn turn);

    /**
     * What players are told when this rule grants an extra turn.
     *
     * @return the announcement, without the rule's name
     */
    default String announce() {
        return "Extra turn.";
    }
}
