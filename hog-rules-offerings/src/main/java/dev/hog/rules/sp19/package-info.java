/**
 * The sp19 ruleset, CS 61A Spring 2019: {@link dev.hog.rules.common.PigOut Pig Out}, {@link FreeBacon Free Bacon}
 * (1 plus the smaller of the opponent's tens and ones digits) and {@link SwineSwap Swine Swap} (the scores share a
 * digit in the same place value; option {@code swine-swap}), with the course's strategies {@code bacon} and
 * {@code swap} ({@code margin} 8 and {@code rolls} 4 by default, as the course's {@code bacon_strategy} and
 * {@code swap_strategy}). The baseline is always rolling 4, the course's {@code average_win_rate} baseline.
 *
 * <p>Pinned from the course's test files ({@code proj01.ok}, endpoint {@code cal/cs61a/sp19/proj01}, and
 * {@code tests/}, including the 1000 seeded games of {@code check_play_function}) as carried in
 * Haoyun-Hong/cs61a-spring-2019 at commit 1087b3cb1c17e96656e5dbc33d6b0d9bb0c9822b, folder {@code project/hog}; the
 * rules' wording from the handout.
 */
package dev.hog.rules.sp19;
