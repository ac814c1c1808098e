package dev.hog.rules.common;

import dev.hog.api.game.Strategy;
import java.util.Objects;
import java.util.function.IntBinaryOperator;

/**
 * The {@code swap_strategy} of the offerings whose strategy avoids a harmful swap (fa17, fa18, sp19, su19, fa19 and
 * sp20): roll no dice when the zero-dice rule triggers a beneficial swap (the opponent ahead after it); otherwise roll
 * no dice when it gives at least a threshold of points and does not trigger a harmful swap (the mover ahead after it);
 * otherwise roll a fixed number of dice. A swap of equal scores is neither, and the threshold decides.
 */
public final class ZeroDiceSwap implements Strategy {
    private final IntBinaryOperator points;
    private final SwapTest swaps;
    private final int threshold;
    private final int rolls;

    /** Whether the scores swap after a turn, as an offering's Swine Swap decides. */
    @FunctionalInterface
    public interface SwapTest {
        /**
         * Whether the scores swap.
         *
         * @param score the mover's score after the turn
         * @param opponentScore the opponent's score
         * @return {@code true} if they swap
         */
        boolean swaps(int score, int opponentScore);
    }

    /**
     * The strategy.
     *
     * @param points what rolling no dice scores, of the mover's score and the opponent's score
     * @param swaps whether the scores swap after the turn
     * @param threshold the fewest points worth rolling no dice for
     * @param rolls the dice to roll otherwise
     */
    public ZeroDiceSwap(IntBinaryOperator points, SwapTest swaps, int threshold, int rolls) {
        this.points = Objects.requireNonNull(points, "points");
        this.swaps = Objects.requireNonNull(swaps, "swaps");
        this.threshold = threshold;
        this.rolls = rolls;
    }

    @Override
    public int numRolls(int score, int opponentScore) {
        int gained = points.applyAsInt(score, opponentScore);
        int after = score + gained;
        boolean swap = swaps.swaps(after, opponentScore);
        if (swap && opponentScore > after) {
            return 0;
        }
        boolean harmful = swap && opponentScore < after;
        return gained >= threshold && !harmful ? 0 : rolls;
    }

    /**
     * Whether another is the same strategy: the same points function, swap test, threshold and dice.
     *
     * @param other another object
     * @return {@code true} if it is the same strategy
     */
    @Override
    public boolean equals(Object other) {
        return other instanceof ZeroDiceSwap that && points == that.points && swaps == that.swaps
                && threshold == that.threshold && rolls == that.rolls;
    }

    @Override
    public int hashCode() {
        return Objects.hash(System.identityHashCode(points), System.identityHashCode(swaps), threshold, rolls);
    }

    /**
     * The threshold and the dice, as a record would show them.
     *
     * @return text such as {@code ZeroDiceSwap[threshold=8, rolls=6]}
     */
    @Override
    public String toString() {
        return "ZeroDiceSwap[threshold=" + threshold + ", rolls=" + rolls + "]";
    }
}
