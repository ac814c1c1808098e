package dev.hog.rules.su15;

import dev.hog.api.DieSizeRule;
import dev.hog.api.Turn;

/**
 * Hog Wild: when the scores at the start of a turn sum to a multiple of 7, 0 + 0 included, the mover rolls
 * four-sided dice instead of six-sided ones. The first turn of a game from 0 to 0 therefore uses four-sided dice.
 */
public final class HogWild implements DieSizeRule {
    /** The sides of Hog Wild's dice. */
    public static final int SIDES = 4;

    @Override
    public String name() {
        return "Hog Wild";
    }

    @Override
    public String description() {
        return "When the scores sum to a multiple of 7 at the start of a turn, the mover rolls four-sided dice.";
    }

    @Override
    public int sides(Turn turn, int sides) {
        return (turn.score() + turn.opponentScore()) % 7 == 0 ? SIDES : sides;
    }

    @Override
    public String announce(int sides) {
        return "Four-sided dice.";
    }

    @Override
    public String toString() {
        return name();
    }
}
