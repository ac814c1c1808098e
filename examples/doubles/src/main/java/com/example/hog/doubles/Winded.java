package com.example.hog.doubles;

import dev.hog.api.rule.DiceChoiceRule;
import dev.hog.api.rule.MemoryRule;
import dev.hog.api.rule.Turn;

/**
 * Winded: after a turn of 15 points or more, the player may roll at most 3 dice on their next turn (an extra turn
 * included). A turn's points are its points before any bonus, as {@link Turn#points()} gives them: the roll's score, or
 * the zero-dice points.
 *
 * <p>A rule that limits the choice by what happened earlier remembers it: Winded is a {@link MemoryRule} of two
 * values, 1 for a player whose last turn scored 15 or more and 0 otherwise, so that the exact solver knows which
 * players are winded.
 */
public final class Winded implements DiceChoiceRule, MemoryRule {
    /** The points of a turn that leave the player winded. */
    public static final int WINDING_POINTS = 15;
    /** The most dice a winded player may roll. */
    public static final int WINDED_DICE = 3;
    /** What the rule remembers of a player whose last turn scored {@value #WINDING_POINTS} or more. */
    public static final int WINDED = 1;

    @Override
    public String name() {
        return "Winded";
    }

    @Override
    public String description() {
        return "After a turn of 15 points or more, the player may roll at most 3 dice on their next turn.";
    }

    @Override
    public boolean allows(Turn turn) {
        return turn.memory() != WINDED || turn.dice() <= WINDED_DICE;
    }

    @Override
    public String refusal(Turn turn) {
        return "you scored 15 or more last turn: at most 3 dice now";
    }

    @Override
    public int memorySize() {
        return 2;
    }

    @Override
    public int remember(Turn turn) {
        return turn.points() >= WINDING_POINTS ? WINDED : 0;
    }
}
