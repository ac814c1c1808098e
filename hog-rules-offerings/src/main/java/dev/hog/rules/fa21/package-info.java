/**
 * The fa21 ruleset, CS 61A Fall 2021: Sow Sad (the {@link dev.hog.rules.common.PigOut Pig Out} rule under its 2021
 * name), {@link PickyPiggy Picky Piggy} (the n-th digit of 1/7, n the opponent's score; 7 against 0) and
 * {@link HogPile Hog Pile} (equal scores after the turn: the mover's score doubles; option {@code hog-pile}, on by
 * default). sp22's Hog Pile has the same name and another rule ({@link dev.hog.rules.sp22.HogPile}). Named strategies
 * {@code picky-piggy} and {@code hog-pile}, the course's {@code picky_piggy_strategy} and {@code hog_pile_strategy}
 * ({@code cutoff=8, num_rolls=6}); baseline {@code always:6}, the default baseline of the course's
 * {@code average_win_rate}.
 *
 * <p>Pinned from the course's test files ({@code proj01.ok}, endpoint {@code cal/cs61a/fa21/proj01}) in
 * hfdem/CS61A_Fall_2021 @ 6cbb17cfbd43af430a27a5851e3ff6943ccfd1fe, folder {@code projects/hog}, including the 100
 * recorded staff games of {@code tests/05.py}; the rules' wording from a copy of the handout (kdata12/hog).
 */
package dev.hog.rules.fa21;
