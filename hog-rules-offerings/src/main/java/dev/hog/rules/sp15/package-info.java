/**
 * The sp15 ruleset, CS 61A Spring 2015: {@link dev.hog.rules.common.PigOut Pig Out} (a 1 scores 1),
 * {@link dev.hog.rules.su15.FreeBacon Free Bacon} (1 plus the opponent's larger digit, as su15),
 * {@link dev.hog.rules.su15.HogWild Hog Wild} (four-sided dice when the scores sum to a multiple of 7, 0 + 0 included,
 * as su15) and {@link HogtimusPrime Hogtimus Prime} (when the scores sum to a prime after a turn, the leader gains the
 * turn's points again), with the course's strategies {@code bacon} and {@code prime} (margin 8, 5 dice by default).
 * No Swine Swap. The baseline is the course's: {@code average_win_rate(strategy, baseline=always_roll(5))}.
 *
 * <p>Pinned from the course's test files ({@code proj1.ok}, endpoint {@code cal/CS61A/sp15/proj1}) in
 * FreecssX/CS61A-SP15 @ a5c75b426b2c8b5f05da25f00f42355b5a39b44f, folder {@code projects/hog/}, with the skeleton's
 * docstrings and defaults ({@code select_dice}, {@code bacon_strategy}, {@code prime_strategy},
 * {@code average_win_rate}) from the same repository's {@code projects/hog/hog.py} @ 618116cb. The handout's words
 * for Hogtimus Prime were not found: when it applies is the course's concept question, what it does is fitted to the
 * course's nine play cases (see {@link HogtimusPrime}).
 */
package dev.hog.rules.sp15;
