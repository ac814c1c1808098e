/**
 * The sp20 ruleset, CS 61A Spring 2020: {@link dev.hog.rules.common.PigOut Pig Out}, {@link FreeBacon Free Bacon}
 * (1 plus the absolute alternating difference of the digits of the opponent's score cubed),
 * {@link dev.hog.rules.su20.FeralHogs Feral Hogs} (su20's: +3 for rolling exactly 2 away from one's previous turn's
 * points; option {@code feral-hogs}, the course's {@code play(..., feral_hogs=True)}) and {@link SwineSwap Swine Swap}
 * (3^(sum of the scores) has the same first and last digit; checked after Feral Hogs; option {@code swine-swap}), with
 * the course's strategies {@code bacon} and {@code swap} ({@code margin} 8 and {@code rolls} 6 by default, as the
 * course's {@code bacon_strategy} and {@code swap_strategy}). The baseline is always rolling 6, the course's
 * {@code average_win_rate} baseline.
 *
 * <p>Pinned from the course's test files ({@code proj01.ok}, endpoint {@code cal/cs61a/sp20/proj01}, and
 * {@code tests/}, including the 100 recorded games of {@code describe_game} in {@code 05b.py}) as carried in
 * FlyFloop/CS61ASPRING2020 at commit acd4ab982bfd40dfa517c988af1c6afa1c90c418, folder {@code projects/hog}; the
 * rules' wording from the handout.
 */
package dev.hog.rules.sp20;
