package dev.hog.testkit.guide;

import dev.hog.api.rule.ExtraTurnRule;
import dev.hog.api.rule.Turn;

// guide: turn-number
public final class TimeTrot implements ExtraTurnRule {
    @Override
    public String name() {
        return "Time Trot";
    }

    @Override
    public int turnPeriod() {
        return 8;
    }

    @Override
    public boolean extraTurn(Turn turn) {
        return !turn.isExtraTurn() && turn.dice() == turn.number() % 8;
    }
}
