package dev.hog.testkit.guide;

import dev.hog.api.rule.BonusRule;
import dev.hog.api.rule.FaceRule;
import dev.hog.api.rule.Turn;

/** A face rule for the guide's testing sample: +3 when two or more of the dice show 6. */
// guide: face-rule
public final class DoubleSixes implements FaceRule, BonusRule {
    @Override
    public String name() {
        return "Double Sixes";
    }

    @Override
    public int summarySize() {
        return 3;
    }

    @Override
    public int summarize(int sixes, int face) {
        return face == 6 ? Math.min(sixes + 1, 2) : sixes;
    }

    @Override
    public int bonus(Turn turn) {
        return turn.faceSummary() == 2 ? 3 : 0;
    }
}
