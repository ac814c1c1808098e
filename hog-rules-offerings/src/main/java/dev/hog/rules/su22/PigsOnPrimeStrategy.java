package dev.hog.rules.su22;

import dev.hog.api.game.Strategy;

/**
 * The course's {@code pigs_on_prime_strategy}: roll no dice when Oink Points brings Pigs on Prime into effect or gains
 * at least {@code threshold} points; else roll {@code rolls} dice.
 *
 * @param threshold the fewest points worth rolling no dice for
 * @param rolls the dice to roll otherwise
 */
record PigsOnPrimeStrategy(int threshold, int rolls) implements Strategy {
    @Override
    public int numRolls(int score, int opponentScore) {
        int points = OinkPoints.points(opponentScore);
        int prime = PigsOnPrime.points(score + points);
        return prime > 0 || points >= threshold ? 0 : rolls;
    }
}
