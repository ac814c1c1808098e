package dev.hog.rules.fa19;

import dev.hog.api.rule.BonusRule;
import dev.hog.api.rule.MemoryRule;
import dev.hog.api.rule.Turn;

/**
 * Feral Hogs, fa19: a player earns 3 extra points when the number of dice they roll is exactly 2 away from the number
 * of dice they rolled on their own previous turn (0 before their first; a Free Bacon turn rolls 0). The bonus is added
 * before Swine Swap is checked; the course's {@code play(..., feral_hogs=True)} switches it.
 *
 * <p>su20's {@link dev.hog.rules.su20.FeralHogs Feral Hogs} compares with the previous turn's points instead. The bonus
 * itself is the same, so this rule awards it through su20's rule, reading what this rule remembers: the previous
 * number of dice, from 0 to {@code maxDice}, 11 values with 10 dice.
 */
public final class FeralHogs implements BonusRule, MemoryRule {
    private final int maxDice;
    private final dev.hog.rules.su20.FeralHogs bonus;

    /**
     * Feral Hogs for a game in which a player rolls at most {@code maxDice} dice.
     *
     * @param maxDice the ruleset's maximum number of dice
     */
    public FeralHogs(int maxDice) {
        this.bonus = new dev.hog.rules.su20.FeralHogs(maxDice);
        this.maxDice = maxDice;
    }

    @Override
    public String name() {
        return bonus.name();
    }

    @Override
    public String description() {
        return "If the number of dice rolled is exactly 2 away from the number of dice the same player rolled on"
                + " their previous turn (0 before their first), the turn earns 3 extra points.";
    }

    @Override
    public int memorySize() {
        return maxDice + 1;
    }

    /** The bonus of su20's rule, which compares the dice with what the calling rule, this one, remembers. */
    @Override
    public int bonus(Turn turn) {
        return bonus.bonus(turn);
    }

    /** The dice the mover rolled this turn: 0 for Free Bacon, and for a move (fa16's Pork Chop), which rolls none. */
    @Override
    public int remember(Turn turn) {
        return Math.max(turn.dice(), 0);
    }

    @Override
    public String announce(int points) {
        return bonus.announce(points);
    }

    @Override
    public String toString() {
        return name();
    }
}
