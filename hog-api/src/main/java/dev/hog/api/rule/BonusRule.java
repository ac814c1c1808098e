package dev.hog.api.rule;

import dev.hog.api.API;

/**
 * A rule that awards points on top of the turn's points, such as Feral Hogs' 3 points for rolling exactly 2 away
 * from the previous turn's points, or takes some away, such as fa16's When Pigs Fly, which caps a turn at 25 points
 * less the number of dice.
 *
 * <p>Bonuses see the turn's points and the scores at the start of the turn; every bonus rule's bonus is added with
 * the points before the {@link AfterTurnRule after-turn rules} apply. A bonus that depends on earlier turns reads
 * what its rule remembers: such a rule is also a {@link MemoryRule}.
 */
@API(status = API.Status.STABLE, since = "1.0")
public interface BonusRule extends Rule {
    /**
     * The bonus the mover earns this turn.
     *
     * @param turn the turn, with its points
     * @return the bonus; negative for a penalty, so long as the turn's points with every bonus rule's bonus so far,
     *     in the ruleset's order, stay at least 0
     */
    int bonus(Turn turn);

    /**
     * What players are told when this rule awards a bonus or a penalty: by default the bonus, counted in English, such
     * as {@code "+1 point."}, {@code "+3 points."} or {@code "-2 points."}.
     *
     * @param bonus the bonus awarded
     * @return the announcement, without the rule's name
     */
    default String announce(int bonus) {
        return (bonus < 0 ? "" : "+") + bonus + (Math.abs(bonus) == 1 ? " point." : " points.");
    }
}
