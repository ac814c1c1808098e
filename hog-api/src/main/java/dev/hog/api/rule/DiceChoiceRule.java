package dev.hog.api.rule;

import dev.hog.api.API;

/**
 * A rule that limits how many dice the mover may choose, such as "no one rolls the same number of dice twice in a row"
 * or "after a turn of 15 points or more, at most 3 dice".
 *
 * <p>Before a turn is played, every choice rule is asked about the number of dice the mover chose: the choice is
 * legal when every choice rule {@link #allows(Turn) allows} it. The engine refuses any other choice with the
 * {@linkplain #refusal(Turn) rule's reason}, and analysis (the solver, the best response, the live odds) chooses only
 * among legal numbers of dice. A rule must allow at least one number of dice in every state a game can reach; one that
 * allows none is reported as a {@link RuleException}.
 *
 * <p>The rule sees the turn as at its start ({@link Turn}): the scores, {@link Turn#dice()} (the number being asked
 * about), the turn number, whether it is an extra turn and what the rule remembers; the points are not known yet. A
 * rule that limits the choice by what happened earlier remembers it as a {@link MemoryRule}, so that the solver knows
 * it: "not the same number twice in a row" remembers the dice of the mover's last turn.
 *
 * @since 2.0
 */
@API(status = API.Status.STABLE, since = "2.0")
public interface DiceChoiceRule extends Rule {
    /**
     * Whether the mover may roll {@link Turn#dice()} dice this turn.
     *
     * @param turn the turn at its start, with the number of dice asked about
     * @return {@code true} if this rule allows that many dice
     */
    boolean allows(Turn turn);

    /**
     * Why this rule does not allow {@link Turn#dice()} dice this turn, for the player who chose them.
     *
     * @param turn the turn at its start, with the number of dice refused
     * @return the reason, such as {@code "4 dice were rolled last turn; choose another number"}; by default the rule's
     *     {@link #description() description}
     */
    default String refusal(Turn turn) {
        return description();
    }
}
