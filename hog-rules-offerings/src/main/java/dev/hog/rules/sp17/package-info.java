/**
 * The sp17 ruleset, CS 61A Spring 2017: {@link PigOut Pig Out} (a 1 scores the number of 1s rolled, at most 11 minus
 * the number of dice), {@link dev.hog.rules.su15.FreeBacon Free Bacon} (1 plus the opponent's larger digit, as su15),
 * {@link HogtimusPrime Hogtimus Prime} (a prime turn score, by the dice or by Free Bacon, becomes the next prime),
 * {@link dev.hog.rules.su15.HogWild Hog Wild} (four-sided dice when the scores sum to a multiple of 7, as su15) and
 * {@link SwineSwap Swine Swap} (the scores swap when one is exactly twice the other), with the course's strategies
 * {@code bacon} and {@code swap} (margin 8, 4 dice by default). The baseline is the course's always_roll(4), the
 * opponent of {@code average_win_rate} and of {@code tests/utils.py}'s {@code final_win_rate}.
 *
 * <p>{@link dev.hog.rules.fa16 fa16} plays the same Hogtimus Prime, Swine Swap and strategies and counts 1s the same
 * way without the cap ({@link PigOut#uncapped()}).
 *
 * <p>Pinned from the course's test files ({@code proj01.ok}, endpoint {@code cal/cs61a/sp17/hog}) in
 * RealCR1/CS61A-2016 @ 568aa3981379e2dff306e707fbbb3f5431832a28, folder {@code projects/ProjectOne--sp17/hog/hog/},
 * including {@code check_play_function}'s 1000 seeded games against the staff's hashed traces, with the skeleton's
 * docstrings and defaults ({@code roll_dice}: "return the number of 1's rolled (capped at 11 - NUM_ROLLS)",
 * {@code take_turn}: "Also implements the Hogtimus Prime rule", {@code is_swap}: "whether one of the scores is double
 * the other", the strategies) from the same folder's {@code hog.py}. The handout's wording was not found.
 */
package dev.hog.rules.sp17;
