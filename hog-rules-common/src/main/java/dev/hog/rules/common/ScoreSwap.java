package dev.hog.rules.common;

import dev.hog.api.rule.AfterTurnRule;
import dev.hog.api.rule.Turn;

/**
 * An after-turn rule that swaps the two scores when its condition holds. Each offering's Swine Swap has its own
 * condition and its own class; the swap itself is the same.
 */
public abstract class ScoreSwap implements AfterTurnRule {
    /** For subclasses. */
    protected ScoreSwap() {
    }

    /**
     * Whether the scores swap.
     *
     * @param score the mover's score
     * @param opponentScore the opponent's score
     * @return {@code true} if they swap
     */
    protected abstract boolean swaps(int score, int opponentScore);

    @Override
    public final boolean appliesTo(Turn turn) {
        return swaps(turn.score(), turn.opponentScore());
    }

    @Override
    public final int score(Turn turn) {
        return turn.opponentScore();
    }

    @Override
    public final int opponentScore(Turn turn) {
        return turn.score();
    }

    @Override
    public String announce(Turn turn) {
        return "Scores swapped.";
    }

    @Override
    public String toString() {
        return name();
    }
}
