package dev.hog.rules.su15;

import dev.hog.api.rule.DieSizeRule;
import dev.hog.api.rule.Turn;

/**
 * Hog Wild: when the scores at the start of a turn sum to a multiple of 7, 0 + 0 included, the mover rolls
 * four-sided dice instead of six-sided ones. The first turn of a game from 0 to 0 therefore uses four-sided dice.
 * House rules may change the die size and the multiple ({@code su15/hog-wild}, with {@code sides} and
 * {@code multiple}).
 */
public final class HogWild implements DieSizeRule {
    /** The sides of Hog Wild's dice. */
    public static final int SIDES = 4;
    /** The multiple of the sum of the scores that brings Hog Wild's dice. */
    public static final int MULTIPLE = 7;

    private final int sides;
    private final int multiple;

    /** Hog Wild as the course played it: four-sided dice when the scores sum to a multiple of 7. */
    public HogWild() {
        this(SIDES, MULTIPLE);
    }

    /**
     * Hog Wild with other dice or another multiple.
     *
     * @param sides the sides of the dice it brings, at least 1
     * @param multiple the multiple of the sum of the scores that brings them, at least 1
     * @throws IllegalArgumentException if either is below 1
     */
    public HogWild(int sides, int multiple) {
        if (sides < 1 || multiple < 1) {
            throw new IllegalArgumentException("Hog Wild needs at least 1 side and a multiple of at least 1, not "
                    + sides + " and " + multiple);
        }
        this.sides = sides;
        this.multiple = multiple;
    }

    @Override
    public String name() {
        return "Hog Wild";
    }

    @Override
    public String description() {
        return "When the scores sum to a multiple of " + multiple + " at the start of a turn, the mover rolls "
                + (sides == SIDES ? "four" : String.valueOf(sides)) + "-sided dice.";
    }

    @Override
    public int sides(Turn turn, int sides) {
        return (turn.score() + turn.opponentScore()) % multiple == 0 ? this.sides : sides;
    }

    @Override
    public String announce(int sides) {
        return (sides == SIDES ? "Four" : String.valueOf(sides)) + "-sided dice.";
    }

    @Override
    public String toString() {
        return name();
    }
}
