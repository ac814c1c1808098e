package dev.hog.testkit.guide;

import dev.hog.api.rule.Turn;
import dev.hog.api.rule.ZeroDiceRule;

// guide: zero-dice
public final class FreeSeven implements ZeroDiceRule {
    @Override
    public String name() {
        return "Free Seven";
    }

    @Override
    public int zeroDicePoints(Turn turn) {
        return 1 + turn.opponentScore() % 7;
    }
}
