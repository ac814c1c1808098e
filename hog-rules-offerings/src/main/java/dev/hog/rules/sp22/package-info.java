/**
 * The sp22 ruleset, CS 61A Spring 2022: Sow Sad (the {@link dev.hog.rules.common.PigOut Pig Out} rule under its 2022
 * name), {@link HeftyHogs Hefty Hogs} (the mover's score through the course's {@code digit_fn} of each digit of the
 * opponent's score, ones digit first, modulo 30; 1 against 0) and {@link HogPile Hog Pile} (equal ones digits after the
 * turn: the mover gains that digit). fa21's Hog Pile has the same name and
 * another rule ({@link dev.hog.rules.fa21.HogPile}). Named strategies {@code hefty-hogs} and {@code hog-pile}, the
 * course's {@code hefty_hogs_strategy} and {@code hog_pile_strategy} ({@code threshold=8, num_rolls=6}); baseline
 * {@code always:6}, the default baseline of the course's {@code average_win_rate}.
 *
 * <p>Unlike the other offerings' after-turn rules, Hog Pile has no option to switch it off. Hefty Hogs can score 0
 * (3 against 56, 26 against 26), and without Hog Pile a player at 26 against 26, or 3 against 3, does best to roll no
 * dice for 0 points, handing the opponent the same position: both stall for ever, the game has no value and the exact
 * solver does not settle. Hog Pile moves a tied ones digit on (26 against 26 becomes 32 against 26). Two players at 72
 * and 75 still stall for ever under the optimal strategy, each rolling no dice for 0 points; the solver settles there on
 * one of the values such a stall admits.
 *
 * <p>Pinned from the course's test files ({@code proj01.ok}, endpoint {@code cal/cs61a/sp22/proj01}) in
 * Gakk1Fan/cs61a-sp22 @ de3669bb6ec9ab51cf313c87789e2d77022f562d, folder {@code projects/hog}: the concept questions
 * fix the order of the functions (ones digit first, then % 30), and the recorded staff game 7964 of
 * {@code tests/05.py} the 1 point against a score of 0, which copies of the handout state too.
 */
package dev.hog.rules.sp22;
