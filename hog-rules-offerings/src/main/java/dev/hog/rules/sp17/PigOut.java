package dev.hog.rules.sp17;

import dev.hog.api.rule.RollRule;

/**
 * Pig Out as sp17 and fa16 count it: a roll scores the sum of its faces, unless any face is 1, when it scores the
 * number of 1s rolled. sp17 caps that count at 11 minus the number of dice: nine dice of 1 score 2, seven dice with
 * three 1s score 3, ten dice with two 1s score 1. fa16 counts the 1s without a cap ({@link #uncapped()}). Every die is
 * still rolled.
 *
 * <p>The accumulator keeps what the score needs and no more: the sum while no 1 has come up, else the count of 1s,
 * with a flag between them, and, under the cap, the number of dice rolled so far. All dice of a roll are counted
 * together, so each step has at most as many distinct accumulators as there are sums and counts of 1s.
 */
public final class PigOut implements RollRule {
    /** sp17's cap is this minus the number of dice rolled. */
    public static final int CAP = 11;

    /** The low bits count the dice, under the cap. */
    private static final int DICE_BITS = 7;
    private static final int DICE_MASK = (1 << DICE_BITS) - 1;
    /** Set once a 1 has come up: the value is then the count of 1s, not the sum. */
    private static final int PIGGED_OUT = 1 << DICE_BITS;
    private static final int VALUE_SHIFT = DICE_BITS + 1;

    private final boolean capped;

    /** Pig Out as sp17 plays it: the count of 1s, capped at 11 minus the number of dice. */
    public PigOut() {
        this(true);
    }

    private PigOut(boolean capped) {
        this.capped = capped;
    }

    /**
     * Pig Out as fa16 plays it: the count of 1s, without a cap.
     *
     * @return the rule
     */
    public static PigOut uncapped() {
        return new PigOut(false);
    }

    @Override
    public String name() {
        return "Pig Out";
    }

    @Override
    public String description() {
        return "If any die comes up 1, the turn scores the number of 1s rolled"
                + (capped ? ", at most 11 minus the number of dice" : "")
                + "; otherwise it scores the sum of the dice.";
    }

    @Override
    public int start() {
        return 0;
    }

    @Override
    public int add(int accumulator, int face) {
        int dice = capped ? (accumulator & DICE_MASK) + 1 : 0;
        int value = accumulator >>> VALUE_SHIFT;
        boolean piggedOut = (accumulator & PIGGED_OUT) != 0;
        if (face == 1) {
            return dice | PIGGED_OUT | (piggedOut ? value + 1 : 1) << VALUE_SHIFT;
        }
        return dice | (accumulator & PIGGED_OUT) | (piggedOut ? value : value + face) << VALUE_SHIFT;
    }

    @Override
    public int points(int accumulator) {
        int value = accumulator >>> VALUE_SHIFT;
        if ((accumulator & PIGGED_OUT) == 0 || !capped) {
            return value;
        }
        return Math.max(0, Math.min(value, CAP - (accumulator & DICE_MASK)));
    }

    @Override
    public boolean fired(int accumulator) {
        return (accumulator & PIGGED_OUT) != 0;
    }

    @Override
    public String announce(int points) {
        return "A 1 came up: the turn scores the number of 1s" + (capped ? ", at most 11 minus the dice" : "")
                + ", " + points + ".";
    }

    @Override
    public String toString() {
        return name();
    }
}
