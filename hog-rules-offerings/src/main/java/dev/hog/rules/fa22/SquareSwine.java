package dev.hog.rules.fa22;

import dev.hog.api.rule.AfterTurnRule;
import dev.hog.api.rule.Turn;

/**
 * Square Swine: after the turn's points are added, a mover whose score is a perfect square rises to the next perfect
 * square, once. 12 + 13 = 25 becomes 36; a first turn that pigs out to 1 becomes 4; 64 becomes 81 and 81 becomes 100.
 */
public final class SquareSwine implements AfterTurnRule {
    /** Creates the rule. */
    public SquareSwine() {
    }

    @Override
    public String name() {
        return "Square Swine";
    }

    @Override
    public String description() {
        return "After the turn, a score that is a perfect square rises to the next perfect square.";
    }

    /**
     * Whether a number is a perfect square, as the course's {@code perfect_square}.
     *
     * @param n a non-negative number
     * @return {@code true} if it is the square of an integer
     */
    public static boolean isPerfectSquare(int n) {
        int root = root(n);
        return root * root == n;
    }

    /**
     * The next perfect square above a number, as the course's {@code next_perfect_square}.
     *
     * @param n a non-negative number
     * @return the smallest square larger than it
     */
    public static int nextPerfectSquare(int n) {
        int next = root(n) + 1;
        return next * next;
    }

    /** The integer square root, corrected where the double's root is off by one. */
    private static int root(int n) {
        int root = (int) Math.sqrt(n);
        while ((long) root * root > n) {
            root--;
        }
        while ((long) (root + 1) * (root + 1) <= n) {
            root++;
        }
        return root;
    }

    @Override
    public boolean appliesTo(Turn turn) {
        return isPerfectSquare(turn.score());
    }

    @Override
    public int score(Turn turn) {
        return nextPerfectSquare(turn.score());
    }

    @Override
    public String announce(Turn turn) {
        return turn.score() + " becomes " + score(turn) + ".";
    }

    @Override
    public String toString() {
        return name();
    }
}
