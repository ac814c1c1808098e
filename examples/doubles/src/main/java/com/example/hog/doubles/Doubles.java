package com.example.hog.doubles;

import dev.hog.api.rule.ExtraTurnRule;
import dev.hog.api.rule.FaceRule;
import dev.hog.api.rule.Turn;

/**
 * Doubles: when two or more dice all show the same face, the mover rolls again, as often as it happens. One die is
 * never doubles.
 *
 * <p>The roll rule sees only the score, and 3, 3 scores what 2, 4 does, so the rule reads the faces through a
 * {@link FaceRule summary}: a fold over the faces of 8 values, {@link #NOTHING} before any face, the face itself while
 * every face so far is alike (1 to 6), and {@link #MIXED} once two differ. Its {@link ExtraTurnRule} hook reads the
 * summary of the turn's roll with {@link Turn#faceSummary()}. The faces are those of six-sided dice.
 */
public final class Doubles implements FaceRule, ExtraTurnRule {
    /** The summary before any face is rolled, and of a turn of no dice. */
    public static final int NOTHING = 0;
    /** The summary once two faces differ. */
    public static final int MIXED = 7;

    @Override
    public String name() {
        return "Doubles";
    }

    @Override
    public String description() {
        return "When two or more dice all show the same face, the mover rolls again.";
    }

    @Override
    public int summarySize() {
        return MIXED + 1;
    }

    @Override
    public int summarize(int summary, int face) {
        return summary == NOTHING || summary == face ? face : MIXED;
    }

    @Override
    public boolean extraTurn(Turn turn) {
        return turn.dice() >= 2 && turn.faceSummary() != MIXED;
    }

    @Override
    public String announce() {
        return "All the dice alike: roll again.";
    }
}
