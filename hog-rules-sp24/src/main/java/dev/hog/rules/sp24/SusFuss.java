package dev.hog.rules.sp24;

import dev.hog.api.rule.AfterTurnRule;
import dev.hog.api.rule.Turn;

/**
 * Sus Fuss: after every turn, Boar Brawl included, a mover whose score has exactly 3 or 4 factors (1 and itself
 * included) is raised to the next prime above it. 21 becomes 23; 46 becomes 47; 5 and 1 stay.
 */
public final class SusFuss implements AfterTurnRule {
    /** Scores below this have their Sus Fuss result looked up: a turn must not count factors by trial division. */
    private static final int TABLED = 1024;
    private static final int[] SUS_POINTS = new int[TABLED];

    static {
        for (int score = 0; score < TABLED; score++) {
            SUS_POINTS[score] = computeSusPoints(score);
        }
    }

    @Override
    public String name() {
        return "Sus Fuss";
    }

    @Override
    public String description() {
        return "After the turn, a score with exactly 3 or 4 factors becomes the next prime above it.";
    }

    /**
     * How many factors a number has, 1 and itself included, as the course's {@code num_factors}.
     *
     * @param n a positive number
     * @return the number of its factors
     */
    public static int numFactors(int n) {
        int factors = 0;
        for (int d = 1; d * d <= n; d++) {
            if (n % d == 0) {
                factors += d * d == n ? 1 : 2;
            }
        }
        return factors;
    }

    /**
     * Whether a score is "sus": it has exactly 3 or 4 factors.
     *
     * @param score the score
     * @return {@code true} if Sus Fuss raises it
     */
    public static boolean isSus(int score) {
        return susPoints(score) != score;
    }

    /**
     * The score after Sus Fuss, as the course's {@code sus_points}.
     *
     * @param score the score
     * @return the next prime above it if it is sus, else the score
     */
    public static int susPoints(int score) {
        return score < TABLED ? SUS_POINTS[score] : computeSusPoints(score);
    }

    private static int computeSusPoints(int score) {
        int factors = numFactors(score);
        return factors == 3 || factors == 4 ? nextPrimeAbove(score) : score;
    }

    private static int nextPrimeAbove(int n) {
        int candidate = n + 1;
        while (numFactors(candidate) != 2) {
            candidate++;
        }
        return candidate;
    }

    @Override
    public boolean appliesTo(Turn turn) {
        return isSus(turn.score());
    }

    @Override
    public int score(Turn turn) {
        return susPoints(turn.score());
    }

    @Override
    public String announce(Turn turn) {
        return turn.score() + " becomes " + susPoints(turn.score()) + ".";
    }

    @Override
    public String toString() {
        return name();
    }
}
