package dev.hog.rules.sp15;

import dev.hog.api.rule.AfterTurnRule;
import dev.hog.api.rule.Turn;
import dev.hog.rules.common.Numbers;

/**
 * Hogtimus Prime, sp15: after the turn, if the two scores sum to a prime, the player with the higher score gains the
 * turn's points again, whoever moved; with the scores tied nothing happens. The turn's points are what the mover
 * earned, by the dice or by Free Bacon. From 30 against 20 with 7 points earned, 37 + 20 = 57 is not prime; from 30
 * against 16 with 7 earned, 37 + 16 = 53 is prime and 37 leads, so the mover ends on 44; from 10 against 40 with 3
 * earned, 13 + 40 = 53 is prime and the opponent leads, so the opponent ends on 43.
 *
 * <p>The course's concept question pins when it applies ("after the current player takes her turn, and if the sum of
 * the players' scores is prime"); who gains what is fitted to the course's play cases, whose last game, played to 2
 * with every die a 1, ends 3 to 1 only if a tie at 1 to 1 (sum 2, prime) gives nobody anything.
 */
public final class HogtimusPrime implements AfterTurnRule {
    /** Sums below this have their primality looked up: a turn must not divide by trial. */
    private static final int TABLED = 1 << 12;
    private static final boolean[] PRIME = new boolean[TABLED];

    static {
        for (int n = 0; n < TABLED; n++) {
            PRIME[n] = Numbers.isPrime(n);
        }
    }

    /** Creates the rule. */
    public HogtimusPrime() {
    }

    @Override
    public String name() {
        return "Hogtimus Prime";
    }

    @Override
    public String description() {
        return "After the turn, if the scores sum to a prime, the player with the higher score gains the turn's"
                + " points again; tied scores gain nothing.";
    }

    /**
     * Whether a number is prime, as the course's {@code is_prime}: 0 and 1 are not.
     *
     * @param n a non-negative number
     * @return {@code true} if {@code n} is prime
     */
    public static boolean isPrime(int n) {
        return n < TABLED ? PRIME[n] : Numbers.isPrime(n);
    }

    @Override
    public boolean appliesTo(Turn turn) {
        return turn.score() != turn.opponentScore() && isPrime(turn.score() + turn.opponentScore());
    }

    @Override
    public int score(Turn turn) {
        return turn.score() > turn.opponentScore() ? turn.score() + turn.points() : turn.score();
    }

    @Override
    public int opponentScore(Turn turn) {
        return turn.opponentScore() > turn.score() ? turn.opponentScore() + turn.points() : turn.opponentScore();
    }

    @Override
    public String announce(Turn turn) {
        int sum = turn.score() + turn.opponentScore();
        String leader = turn.score() > turn.opponentScore() ? "the mover" : "the opponent";
        return sum + " is prime: " + leader + " gains " + turn.points() + (turn.points() == 1 ? " point" : " points")
                + " again.";
    }

    @Override
    public String toString() {
        return name();
    }
}
