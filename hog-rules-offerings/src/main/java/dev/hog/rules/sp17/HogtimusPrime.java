package dev.hog.rules.sp17;

import static dev.hog.rules.sp15.HogtimusPrime.isPrime;

import dev.hog.api.rule.BonusRule;
import dev.hog.api.rule.Turn;

/**
 * Hogtimus Prime as sp17 and fa16 play it: a turn score that is prime, by the dice or by Free Bacon, is boosted to the
 * next prime. 3 becomes 5, 7 becomes 11, 2 becomes 3; 1, 4 and 36 stay. The boost is the bonus on top of the turn's
 * points, so the swap after the turn sees the boosted score.
 */
public final class HogtimusPrime implements BonusRule {
    /** Creates the rule. */
    public HogtimusPrime() {
    }

    @Override
    public String name() {
        return "Hogtimus Prime";
    }

    @Override
    public String description() {
        return "A prime turn score, by the dice or by Free Bacon, becomes the next prime.";
    }

    /**
     * A turn score after Hogtimus Prime, as the course's {@code take_turn} returns it.
     *
     * @param points the turn's points, by the dice or by Free Bacon
     * @return the next prime above {@code points} if it is prime, else {@code points}
     */
    public static int boosted(int points) {
        return isPrime(points) ? nextPrime(points) : points;
    }

    /**
     * The smallest prime above a number, as the course's {@code next_prime}.
     *
     * @param n a non-negative number
     * @return the next prime after {@code n}
     */
    public static int nextPrime(int n) {
        int candidate = n + 1;
        while (!isPrime(candidate)) {
            candidate++;
        }
        return candidate;
    }

    @Override
    public int bonus(Turn turn) {
        return boosted(turn.points()) - turn.points();
    }

    @Override
    public String announce(int bonus) {
        return "+" + bonus + (bonus == 1 ? " point" : " points") + ": a prime turn score becomes the next prime.";
    }

    @Override
    public String toString() {
        return name();
    }
}
