package dev.hog.rules.common;

import dev.hog.api.RollRule;

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

    @Override
    public int add(int accumulator, int face) {
        return accumulator == PIGGED_OUT || face == 1 ? PIGGED_OUT : accumulator + face;
    }

    @Override
    public int points(int accumulator) {
        return accumulator == PIGGED_OUT ? 1 : accumulator;
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
