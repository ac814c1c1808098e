package dev.hog.rules.common;

import dev.hog.api.rule.RollRule;

/**
 * Pig Out: a roll scores the sum of its faces, unless any face is 1, when it scores 1. Every die is still rolled.
 *
 * <p>The sp24 offering calls the same rule Sow Sad; {@link #sowSad()} gives it under that name.
 */
public final class PigOut implements RollRule {
    /** The accumulator once a 1 has come up: the sum no longer matters. */
    private static final int PIGGED_OUT = -1;

    private final String name;

    /** Pig Out under its usual name. */
    public PigOut() {
        this("Pig Out");
    }

    private PigOut(String name) {
        this.name = name;
    }

    /**
     * The same rule under sp24's name.
     *
     * @return Sow Sad
     */
    public static PigOut sowSad() {
        return new PigOut("Sow Sad");
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String description() {
        return "If any die comes up 1, the turn scores 1; otherwise it scores the sum of the dice.";
    }

    @Override
    public int start() {
        return 0;
    }

    /**
     * The sum so far, or {@code -1} for ever once a 1 has come up. Branch-free, because a 1 comes up one roll in six
     * at random and simulation folds hundreds of millions of faces: {@code (face - 2) >> 31} is all ones for a 1, and
     * {@code accumulator >> 31} is all ones once pigged out.
     */
    @Override
    public int add(int accumulator, int face) {
        return (accumulator + face) | ((face - 2) >> 31) | (accumulator >> 31);
    }

    /** The sum, or 1 once pigged out; branch-free for the same reason as {@link #add(int, int)}. */
    @Override
    public int points(int accumulator) {
        return (accumulator & ~(accumulator >> 31)) | (accumulator >>> 31);
    }

    @Override
    public boolean fired(int accumulator) {
        return accumulator == PIGGED_OUT;
    }

    @Override
    public String announce(int points) {
        return "A 1 came up: the turn scores 1.";
    }

    @Override
    public String toString() {
        return name;
    }
}
