package dev.hog.rules.common;

import dev.hog.api.game.Strategy;
import java.util.Objects;
import java.util.function.IntBinaryOperator;

/**
 * The strategy of many offerings' {@code bacon_strategy} and its successors ({@code picky_piggy_strategy},
 * {@code tail_strategy}, {@code boar_strategy} and the like): roll no dice when the zero-dice rule gives at least a
 * threshold of points, else roll a fixed number of dice.
 */
public final class ZeroDiceThreshold implements Strategy {
    private final IntBinaryOperator points;
    private final int threshold;
    private final int rolls;

    /**
     * The strategy.
     *
     * @param points what rolling no dice scores, of the mover's score and the opponent's score
     * @param threshold the fewest points worth rolling no dice for
     * @param rolls the dice to roll otherwise
     */
    public ZeroDiceThreshold(IntBinaryOperator points, int threshold, int rolls) {
        this.points = Objects.requireNonNull(points, "points");
        this.threshold = threshold;
        this.rolls = rolls;
    }

    @Override
    public int numRolls(int score, int opponentScore) {
        return points.applyAsInt(score, opponentScore) >= threshold ? 0 : rolls;
    }

    /**
     * Whether another is the same strategy: the same points function, threshold and dice.
     *
     * @param other another object
     * @return {@code true} if it is the same strategy
     */
    @Override
    public boolean equals(Object other) {
        return other instanceof ZeroDiceThreshold that
                && points == that.points && threshold == that.threshold && rolls == that.rolls;
    }

    @Override
    public int hashCode() {
        return Objects.hash(System.identityHashCode(points), threshold, rolls);
    }

    /**
     * The threshold and the dice, as a record would show them.
     *
     * @return text such as {@code ZeroDiceThreshold[threshold=8, rolls=6]}
     */
    @Override
    public String toString() {
        return "ZeroDiceThreshold[threshold=" + threshold + ", rolls=" + rolls + "]";
    }
}
