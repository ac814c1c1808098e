package dev.hog.rules.su23;

import static dev.hog.rules.common.Digits.tens;

import dev.hog.api.rule.AfterTurnRule;
import dev.hog.api.rule.Turn;
import dev.hog.rules.common.Numbers;

/**
 * Fuzzy Factors: after the turn's points are added, with g the greatest common divisor of the mover's score and 100,
 * a mover whose g is above 10 gains twice the tens digit of g, once. 50 becomes 60 (g = 50), 25 becomes 29 (g = 25),
 * 75 becomes 79, 80 becomes 84 (g = 20); 100 stays (g = 100, tens digit 0), 10 stays (g = 10), 39 and 1 stay.
 */
public final class FuzzyFactors implements AfterTurnRule {
    /** The divisor of 100 a score must share beyond. */
    private static final int LEAST = 10;
    private static final int HUNDRED = 100;

    /** Creates the rule. */
    public FuzzyFactors() {
    }

    @Override
    public String name() {
        return "Fuzzy Factors";
    }

    @Override
    public String description() {
        return "After the turn, if the greatest common divisor of your score and 100 is above 10, you gain twice its"
                + " tens digit.";
    }

    /**
     * The greatest common divisor, as the course's {@code hog_gcd}.
     *
     * @param x a non-negative number
     * @param y a non-negative number
     * @return their greatest common divisor; the other number if one is 0
     */
    public static int gcd(int x, int y) {
        return Numbers.gcd(x, y);
    }

    /**
     * The score after Fuzzy Factors, as the course's {@code fuzzy_points}.
     *
     * @param score the mover's score, the turn's points added
     * @return the score, raised by twice the tens digit of its common divisor with 100 when that divisor is above 10
     */
    public static int fuzzyPoints(int score) {
        int divisor = gcd(score, HUNDRED);
        return divisor > LEAST ? score + 2 * tens(divisor) : score;
    }

    @Override
    public boolean appliesTo(Turn turn) {
        return fuzzyPoints(turn.score()) != turn.score();
    }

    @Override
    public int score(Turn turn) {
        return fuzzyPoints(turn.score());
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
