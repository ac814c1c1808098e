package dev.hog.rules.sp15;

import dev.hog.api.game.Strategy;
import dev.hog.rules.su15.FreeBacon;

/**
 * The course's {@code prime_strategy}: "rolls 0 dice when it results in a beneficial boost and rolls NUM_ROLLS if
 * rolling 0 dice gives the opponent a boost. It also rolls 0 dice if that gives at least MARGIN points and rolls
 * NUM_ROLLS otherwise." A boost is Hogtimus Prime after Free Bacon: the scores then sum to a prime, and it benefits
 * whoever leads.
 *
 * @param margin the fewest Free Bacon points worth taking
 * @param rolls the dice to roll otherwise
 */
record PrimeStrategy(int margin, int rolls) implements Strategy {
    @Override
    public int numRolls(int score, int opponentScore) {
        int bacon = FreeBacon.points(opponentScore);
        int after = score + bacon;
        if (HogtimusPrime.isPrime(after + opponentScore) && after != opponentScore) {
            return after > opponentScore ? 0 : rolls;
        }
        return bacon >= margin ? 0 : rolls;
    }
}
