/**
 * The sp18 ruleset, CS 61A Spring 2018: {@link dev.hog.rules.common.PigOut Pig Out} (a 1 scores 1),
 * {@link FreeBacon Free Bacon} (2 plus the difference between the opponent's tens and ones digits) and
 * {@link dev.hog.rules.fa17.SwineSwap Swine Swap} (as fa17: both scores above 1, one a multiple of the other), with
 * the course's strategies {@code bacon} and {@code swap} (margin 8, 4 dice by default) and fa17's words for
 * {@code announce_highest} ({@link dev.hog.rules.fa17.PointWords}: "1 point!", "19 points!"). The baseline is the
 * course's: {@code average_win_rate(strategy, baseline=always_roll(4))}.
 *
 * <p>Pinned from the course's test files ({@code proj01.ok}, endpoint {@code cal/cs61a/sp18/proj01}) in
 * Gnomeek/CS61Asp18 @ d07d97e670e3eabb147191317d77709d9dadadbf, folder {@code projects/hog/}, including
 * {@code check_play_function}'s 1000 seeded games against the staff's hashed traces (its {@code is_swap} cases are
 * fa17's, byte for byte), with the skeleton's docstrings and defaults from the same folder's {@code hog.py}. The
 * handout's wording was not found.
 */
package dev.hog.rules.sp18;
