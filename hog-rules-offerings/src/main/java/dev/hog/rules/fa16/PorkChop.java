package dev.hog.rules.fa16;

import dev.hog.api.rule.DieSizeRule;
import dev.hog.api.rule.MemoryRule;
import dev.hog.api.rule.MoveRule;
import dev.hog.api.rule.Turn;

/**
 * Pork Chop, fa16: instead of a number of dice, a player may choose -1. They roll no dice and score 1 point, and the
 * dice swap for both players from then on: four-sided dice where six-sided ones were rolled, and back again at the
 * next Pork Chop, whoever makes it.
 *
 * <p>The rule is the move, a memory and a die size together. Each player's memory is whether they have chopped an odd
 * number of times; the dice are swapped when exactly one player's is, so that the state is the same from either
 * player's side: two chops by one player, or one by each, put the six-sided dice back.
 */
public final class PorkChop implements MoveRule, MemoryRule, DieSizeRule {
    /** The number a strategy returns to chop. */
    public static final int CHOICE = -1;
    /** The points of a chop. */
    public static final int POINTS = 1;
    /** The sides of the dice while they are swapped. */
    public static final int SWAPPED_SIDES = 4;

    /** Creates the rule. */
    public PorkChop() {
    }

    @Override
    public String name() {
        return "Pork Chop";
    }

    @Override
    public String description() {
        return "A player may choose -1 instead of a number of dice: they roll none, score 1 point, and the six-sided"
                + " and four-sided dice swap for both players until the next Pork Chop.";
    }

    @Override
    public int choice() {
        return CHOICE;
    }

    @Override
    public int points(Turn turn) {
        return POINTS;
    }

    @Override
    public String announce(Turn turn) {
        return "1 point, and " + (swapped(turn) ? "six" : "four") + "-sided dice from now on.";
    }

    @Override
    public int memorySize() {
        return 2;
    }

    @Override
    public int remember(Turn turn) {
        return turn.dice() == CHOICE ? 1 - turn.memory() : turn.memory();
    }

    /**
     * Four-sided dice on a turn that rolls dice while the dice are swapped; a turn that rolls none has none to swap.
     */
    @Override
    public int sides(Turn turn, int sides) {
        return turn.dice() > 0 && swapped(turn) ? SWAPPED_SIDES : sides;
    }

    /**
     * Whether the dice are swapped on a turn: one player has chopped an odd number of times, the other an even one.
     *
     * @param turn the turn, at its start, with this rule's memories
     * @return {@code true} if four-sided dice are rolled in place of six-sided ones
     */
    public static boolean swapped(Turn turn) {
        return (turn.memory() ^ turn.opponentMemory()) == 1;
    }

    @Override
    public String announce(int sides) {
        return "Four-sided dice: a Pork Chop swapped them.";
    }

    @Override
    public String toString() {
        return name();
    }
}
