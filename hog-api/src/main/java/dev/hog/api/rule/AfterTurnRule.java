package dev.hog.api.rule;

import dev.hog.api.API;

/**
 * A rule that changes the scores once a turn's points are added, such as Swine Swap (which swaps them) or Sus Fuss
 * (which raises the mover's score to the next prime).
 *
 * <p>After-turn rules are applied in the ruleset's order, each to the scores the previous one left: the turn's
 * {@link Turn#score()} and {@link Turn#opponentScore()} are those scores. They are applied on every turn, including
 * one on which the mover reaches the goal: a swap can hand the win to the opponent.
 */
@API(status = API.Status.STABLE, since = "1.0")
public interface AfterTurnRule extends Rule {
    /**
     * Whether the rule applies to the turn as it stands.
     *
     * @param turn the turn, with the scores the earlier rules left
     * @return {@code true} if the rule fires
     */
    boolean appliesTo(Turn turn);

    /**
     * The mover's score after the rule, when it {@linkplain #appliesTo(Turn) applies}.
     *
     * @param turn the turn, with the scores the earlier rules left
     * @return the mover's new score, at least 0
     */
    int score(Turn turn);

    /**
     * The opponent's score after the rule, when it {@linkplain #appliesTo(Turn) applies}.
     *
     * @param turn the turn, with the scores the earlier rules left
     * @return the opponent's new score, at least 0
     */
    default int opponentScore(Turn turn) {
        return turn.opponentScore();
    }

    /**
     * What players are told when this rule fires.
     *
     * @param turn the turn, with the scores before this rule
     * @return the announcement, without the rule's name
     */
    default String announce(Turn turn) {
        return "Scores become " + score(turn) + " and " + opponentScore(turn) + ".";
    }
}
