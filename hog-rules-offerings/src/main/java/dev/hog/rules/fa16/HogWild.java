package dev.hog.rules.fa16;

import dev.hog.api.rule.RerollRule;
import dev.hog.api.rule.Turn;

/**
 * Hog Wild, fa16: when the scores at the start of a turn sum to a multiple of 7, 0 + 0 included, each die that comes up
 * odd is rolled once more, and the second face counts, odd or even. It re-rolls the dice in play, four-sided ones
 * after a Pork Chop too. The course's {@code reroll(dice)} is such a die: a 3 then a 1 gives 1, a 2 gives 2.
 */
public final class HogWild implements RerollRule {
    /** The multiple of the sum of the scores that brings the re-rolls, as su15's Hog Wild brings its dice. */
    public static final int MULTIPLE = dev.hog.rules.su15.HogWild.MULTIPLE;

    /** Creates the rule. */
    public HogWild() {
    }

    @Override
    public String name() {
        return "Hog Wild";
    }

    @Override
    public String description() {
        return "When the scores sum to a multiple of 7 at the start of a turn, each die that comes up odd is rolled"
                + " once more, and the second face counts.";
    }

    @Override
    public boolean appliesTo(Turn turn) {
        return (turn.score() + turn.opponentScore()) % MULTIPLE == 0;
    }

    @Override
    public boolean rerolls(int face) {
        return face % 2 == 1;
    }

    @Override
    public String announce() {
        return "Each odd face is rolled once more, and the second face counts.";
    }

    @Override
    public String toString() {
        return name();
    }
}
