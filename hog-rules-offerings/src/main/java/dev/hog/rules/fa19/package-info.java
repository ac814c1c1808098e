/**
 * The fa19 ruleset, CS 61A Fall 2019: {@link dev.hog.rules.common.PigOut Pig Out},
 * {@link dev.hog.rules.su19.FreeBacon Free Bacon} (10 minus the smaller of the opponent's tens and ones digits, as
 * su19), {@link FeralHogs Feral Hogs} (+3 for rolling exactly 2 dice more or fewer than on one's own previous turn;
 * option {@code feral-hogs}, the course's {@code play(..., feral_hogs=True)}) and {@link SwineSwap Swine Swap} (first
 * digit times last digit equal; checked after Feral Hogs; option {@code swine-swap}), with the course's strategies
 * {@code bacon} and {@code swap} ({@code margin} 8 and {@code rolls} 4 by default, as the course's
 * {@code bacon_strategy} and {@code swap_strategy}). The baseline is always rolling 4, the course's
 * {@code average_win_rate} baseline.
 *
 * <p>Pinned from the course's test files ({@code proj01.ok}, endpoint {@code cal/cs61a/fa19/proj01}, and
 * {@code tests/}, including the 1000 seeded games of {@code check_play_function} in {@code 05b.py}, which tell
 * Feral Hogs' previous dice from su20's previous points) as carried in yuzhoumo/cs61a-fa2019 at commit
 * 4961469282e1d4babeb17124db89a6e006426ae6, folder {@code cs61a-fa2019/projects/hog}. No handout was found: the wording
 * is restated from what the tests force.
 */
package dev.hog.rules.fa19;
