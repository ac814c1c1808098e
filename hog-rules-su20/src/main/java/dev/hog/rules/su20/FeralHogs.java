package dev.hog.rules.su20;

import dev.hog.api.rule.BonusRule;
import dev.hog.api.rule.MemoryRule;
import dev.hog.api.rule.Turn;

/**
 * Feral Hogs: a player earns 3 extra points when the number of dice they roll is exactly 2 away from the points they
 * scored on their own previous turn (0 before their first). Those previous points are the raw turn score, the dice
 * result or Free Bacon, without any earlier bonus and unaffected by swaps.
 *
 * <p>Each player's memory is their previous points, kept only up to {@code maxDice + 3}: no number of dice from 0 to
 * {@code maxDice} is 2 away from a larger value, so every larger value behaves the same. With 10 dice that is 14
 * values per player.
 */
public final class FeralHogs implements BonusRule, MemoryRule {
    /** The extra points. */
    public static final int BONUS = 3;
    private static final int DISTANCE = 2;

    private final int largestRemembered;

    /**
     * Feral Hogs for a game in which a player rolls at most {@code maxDice} dice.
     *
     * @param maxDice the ruleset's maximum number of dice
     */
    public FeralHogs(int maxDice) {
        if (maxDice < 0) {
            throw new IllegalArgumentException("maxDice must be at least 0, not " + maxDice);
        }
        this.largestRemembered = maxDice + DISTANCE + 1;
    }

    @Override
    public String name() {
        return "Feral Hogs";
    }

    @Override
    public String description() {
        return "If the number of dice rolled is exactly 2 away from the points the same player scored on their"
                + " previous turn (0 before their first, bonuses and swaps ignored), the turn earns 3 extra points.";
    }

    @Override
    public int memorySize() {
        return largestRemembered + 1;
    }

    /** The bonus, counting a move (a negative choice, such as fa16's Pork Chop) as no dice rolled. */
    @Override
    public int bonus(Turn turn) {
        return Math.abs(Math.max(turn.dice(), 0) - turn.memory()) == DISTANCE ? BONUS : 0;
    }

    @Override
    public int remember(Turn turn) {
        return Math.min(turn.points(), largestRemembered);
    }

    @Override
    public String announce(int bonus) {
        return "+" + bonus + " points.";
    }

    @Override
    public String toString() {
        return name();
    }
}
