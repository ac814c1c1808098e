/**
 * The su22 ruleset, CS 61A Summer 2022: Sow Sad (the {@link dev.hog.rules.common.PigOut Pig Out} rule under its 2022
 * name), {@link OinkPoints Oink Points} (max(2 * tens - ones, 1) of the opponent's score, fa18's Free Bacon
 * arithmetic) and {@link PigsOnPrime Pigs on Prime} (a prime score after the turn rises to the next prime, 1 counted
 * as prime as the course's {@code is_prime} counts it; option {@code pigs-on-prime}, on by default). Named strategies
 * {@code oink-points} and {@code pigs-on-prime}, the course's {@code oink_points_strategy} and
 * {@code pigs_on_prime_strategy} ({@code threshold=8, num_rolls=6}); baseline {@code always:6}, the default baseline
 * of the course's {@code average_win_rate}.
 *
 * <p>Pinned from the course's test files ({@code proj01.ok}, endpoint {@code cal/cs61a/su22/proj01}) in
 * songmuhan/cs61a-su22 @ 66e94c72f0cd79dc7bda76b9c9914e5f4c178e32, folder {@code hog}, including the 100 recorded
 * staff games of {@code tests/05.py}, in which a score of 1 rises to 2.
 */
package dev.hog.rules.su22;
