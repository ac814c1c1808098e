/**
 * The fa18 ruleset, CS 61A Fall 2018: {@link dev.hog.rules.common.PigOut Pig Out} (a 1 scores 1),
 * {@link FreeBacon Free Bacon} (twice the opponent's tens digit minus their ones digit, at least 1; su22's Oink Points
 * is the same arithmetic) and {@link SwineSwap Swine Swap} (each score has the same difference between its last two
 * digits), with the course's strategies {@code bacon} and {@code swap} (margin 8, 4 dice by default) and its words for
 * {@code announce_highest} ("11 point(s)!", the default). The baseline is the course's:
 * {@code average_win_rate(strategy, baseline=always_roll(4))}.
 *
 * <p>Pinned from the course's test files ({@code proj01.ok}, endpoint {@code cal/cs61a/fa18/proj01}) in
 * BoxianWang/CS61Afa18 @ 2724045ad87cd07fb77eef3831d5211cc9052d25, folder {@code projects/hog/}, including
 * {@code check_play_function}'s 1000 seeded games against the staff's hashed traces, with the skeleton's docstrings
 * and defaults ({@code is_swap}, {@code bacon_strategy}, {@code swap_strategy}, {@code average_win_rate}) from the
 * same folder's {@code hog.py}. The handout's wording was not found.
 */
package dev.hog.rules.fa18;
