/**
 * The fa20 ruleset, CS 61A Fall 2020: {@link dev.hog.rules.common.PigOut Pig Out}, {@link FreeBacon Free Bacon}
 * (3 plus the n-th digit of pi, n the opponent's score, read from the course's {@code FIRST_101_DIGITS_OF_PI}),
 * {@link SwineAlign Swine Align} (another turn when both scores are positive and their greatest common divisor is at
 * least 10; option {@code swine-align}) and {@link PigPass Pig Pass} (another turn when behind by less than 3; option
 * {@code pig-pass}); extra turns chain and there is no swap. The course's strategies {@code bacon} and
 * {@code extra-turn} ({@code cutoff} 8 and {@code rolls} 6 by default, as the course's {@code bacon_strategy} and
 * {@code extra_turn_strategy}); the baseline is always rolling 6, the course's {@code average_win_rate} baseline. A
 * player's biggest gain is announced in the course's words, "15 point(s)! The most yet for Player 1".
 *
 * <p>Pinned from the course's test files ({@code proj01.ok}, endpoint {@code cal/cs61a/fa20/proj01}, and
 * {@code tests/}, including the 100 recorded games of {@code describe_game} in {@code 05.py}) as carried in
 * 311zzb/cs61a_fall2020 at commit 0772c92760bf1a270fed1f37805db728dbe6e111, folder {@code projects/hog}; the rules'
 * wording from the handout.
 */
package dev.hog.rules.fa20;
