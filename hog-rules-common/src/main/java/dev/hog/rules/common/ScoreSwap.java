package dev.hog.rules.common;

import dev.hog.api.AfterTurnRule;

/**
 * An after-turn rule that swaps the two scores when its condition holds. Each offering's Swine Swap has its own
 * condition and its own class; the swap itself is the same.
 */
public abstract class ScoreSwap implements AfterTurnRule {
    /** For subclasses. */
    protected ScoreSwap() {
    }

    @Override
    public final int score(int score, int opponentScore) {
        return opponentScore;
    }

    @Override
    public final int opponentScore(int score, int opponentScore) {
        return score;
    }

    @Override
    public String announce(int score, int opponentScore) {
        return "Scores swapped.";
    }

    @Override
    public String toString() {
        return name();
    }
}
