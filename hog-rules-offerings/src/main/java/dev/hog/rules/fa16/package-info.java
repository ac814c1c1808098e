/**
 * The fa16 ruleset, CS 61A Fall 2016: {@link PorkChop Pork Chop} (a player may choose -1: no dice, 1 point, and the
 * six-sided and four-sided dice swap for both players until the next Pork Chop), {@link HogWild Hog Wild} (when the
 * scores sum to a multiple of 7, each odd face is rolled once more), {@link dev.hog.rules.sp17.PigOut#uncapped() Pig
 * Out} (a 1 scores the number of 1s rolled, without sp17's cap), {@link dev.hog.rules.su15.FreeBacon Free Bacon} (1
 * plus the opponent's larger digit, as su15), {@link dev.hog.rules.sp17.HogtimusPrime Hogtimus Prime} (a prime turn
 * score becomes the next prime, as sp17), {@link WhenPigsFly When Pigs Fly} (then a turn scores at most 25 minus the
 * dice) and {@link dev.hog.rules.sp17.SwineSwap Swine Swap} (the scores swap when one is exactly twice the other, as
 * sp17), with the course's strategies {@code bacon} and {@code swap} (margin 8, 4 dice by default, as sp17's). The
 * baseline is the course's always_roll(4), the opponent of {@code average_win_rate} and of {@code tests/utils.py}'s
 * {@code final_win_rate}.
 *
 * <p>Pinned from the course's test files ({@code proj01.ok}, endpoint {@code cal/cs61a/fa16/proj01}) in
 * gandirapp/CS61A-Fall-2016 @ dedaa91b4184af3dfb0115e2ecfa6b49ccf30f25, folder {@code hog/}, including
 * {@code check_play_function}'s 1000 seeded games, whose random strategies choose -1 too, against the staff's hashed
 * traces, with the skeleton's docstrings and defaults from the same folder's {@code hog.py}: {@code roll_dice} ("return
 * the number of 1's rolled"), {@code take_turn} ("Also implements the Hogtimus Prime and When Pigs Fly rules"),
 * {@code reroll} ("Return dice that return even outcomes and re-roll odd outcomes of DICE"), {@code select_dice}
 * ("may be re-rolled (Hog Wild) and/or swapped for four-sided dice (Pork Chop)"), the strategies, and
 * {@code check_strategy_roll} ("All strategy outputs must be integers from -1 to 10"). The order of Hogtimus Prime and
 * When Pigs Fly is the course's: eight dice of 4 score 17, capped after the boost. What Pork Chop does is pinned by the
 * course's four games of -1, by {@code check_play_function}'s games, in which the strategies chop too, and by the
 * staff's {@code final_win_rate}, which scores a chop 1 point, swaps the dice for both players and re-rolls swapped
 * dice under Hog Wild, and whose exact win rates the solver's match; the handout's words were not found.
 *
 * <p>When Pigs Fly has no option of its own: it caps the turn score as Hogtimus Prime leaves it, so the
 * {@code hogtimus-prime} option chooses between {@link WhenPigsFly#afterHogtimusPrime()} and
 * {@link WhenPigsFly#WhenPigsFly()}.
 */
package dev.hog.rules.fa16;
