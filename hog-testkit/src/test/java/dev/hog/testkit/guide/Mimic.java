package dev.hog.testkit.guide;

import dev.hog.api.rule.BonusRule;
import dev.hog.api.rule.MemoryRule;
import dev.hog.api.rule.Turn;

// guide: memory
public final class Mimic implements BonusRule, MemoryRule {
    private static final int NO_TURN_YET = 11;

    @Override
    public String name() {
        return "Mimic";
    }

    @Override
    public int memorySize() {
        return NO_TURN_YET + 1;
    }

    @Override
    public int initialMemory() {
        return NO_TURN_YET;
    }

    @Override
    public int bonus(Turn turn) {
        return turn.dice() == turn.opponentMemory() ? 2 : 0;
    }

    @Override
    public int remember(Turn turn) {
        return turn.dice();
    }
}
