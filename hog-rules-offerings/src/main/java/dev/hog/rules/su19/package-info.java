/**
 * The su19 ruleset, CS 61A Summer 2019: {@link dev.hog.rules.common.PigOut Pig Out}, {@link FreeBacon Free Bacon}
 * (10 minus the smaller of the opponent's tens and ones digits; fa19 has the same) and {@link SwineSwap Swine Swap}
 * (the first digit of the mover's score equals the last digit of the opponent's; option {@code swine-swap}), with the
 * course's strategies {@code bacon} and {@code swap} ({@code margin} 8 and {@code rolls} 4 by default, as the course's
 * {@code bacon_strategy} and {@code swap_strategy}). The baseline is always rolling 4, the course's
 * {@code average_win_rate} baseline.
 *
 * <p>Pinned from the course's test files ({@code proj01.ok}, endpoint {@code cal/cs61a/su19/proj01}, and
 * {@code tests/}, including the 1000 seeded games of {@code check_play_function}) as carried in exuanbo/cs61a-su19 at
 * commit c4fe6ce2edf5bdb06cc159b9bacfc2d07fe5cfc2, folder {@code projects/hog}. No handout was found: the wording is
 * restated from what the tests force.
 */
package dev.hog.rules.su19;
