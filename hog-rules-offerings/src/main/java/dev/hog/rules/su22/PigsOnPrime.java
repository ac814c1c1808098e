package dev.hog.rules.su22;

import dev.hog.api.rule.AfterTurnRule;
import dev.hog.api.rule.Turn;
import dev.hog.rules.common.Numbers;

/**
 * Pigs on Prime: after the turn's points are added, a mover whose score is prime rises to the next prime, once. The
 * course's own {@code is_prime} (given in the skeleton) counts 1 as prime, and the staff's recorded games play it so:
 * 1 rises to 2. 7 rises to 11, 11 to 13, 97 to 101; 25 and 0 stay.
 */
public final class PigsOnPrime implements AfterTurnRule {
    /** Creates the rule. */
    public PigsOnPrime() {
    }

    @Override
    public String name() {
        return "Pigs on Prime";
    }

    @Override
    public String description() {
        return "After the turn, a prime score (1 counted as one) rises to the next prime.";
    }

    /**
     * Whether a score counts as prime: 1 and the primes.
     *
     * @param n a non-negative number
     * @return {@code true} if Pigs on Prime raises it
     */
    public static boolean isPrime(int n) {
        return n == 1 || Numbers.isPrime(n);
    }

    /**
     * The points Pigs on Prime adds, as the course's {@code pigs_on_prime}: up to the next prime if the mover's
     * score counts as prime, else 0.
     *
     * @param score the mover's score, the turn's points added
     * @return the points added
     */
    public static int points(int score) {
        if (!isPrime(score)) {
            return 0;
        }
        int next = score + 1;
        while (!isPrime(next)) {
            next++;
        }
        return next - score;
    }

    @Override
    public boolean appliesTo(Turn turn) {
        return isPrime(turn.score());
    }

    @Override
    public int score(Turn turn) {
        return turn.score() + points(turn.score());
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
