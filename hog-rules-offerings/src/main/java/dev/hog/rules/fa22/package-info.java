/**
 * The fa22 ruleset, CS 61A Fall 2022, which Spring 2023 played too: Sow Sad (the
 * {@link dev.hog.rules.common.PigOut Pig Out} rule under its name since 2021), {@link PigTail Pig Tail}
 * (2 * |tens - ones| + 1 of the opponent's score) and {@link SquareSwine Square Swine} (a perfect square score rises to
 * the next perfect square). The course's {@code play} takes the score update as an argument, {@code simple_update} or
 * {@code square_update}; the option {@code update} mirrors it: {@code square}, the default, or {@code simple} without
 * Square Swine. Named strategies {@code tail} and {@code square}, the course's {@code tail_strategy} and
 * {@code square_strategy} ({@code threshold=12, num_rolls=6}), and sp24's {@code catch-up}, the course's
 * {@code catch_up}; baseline {@code always:6}, the default baseline of the course's {@code average_win_rate}.
 *
 * <p>Pinned from the course's test files ({@code proj01.ok}, endpoint {@code cal/cs61a/fa22/proj01}) in
 * FruWhite/cs61a_22fa @ 04166802189151e2e045a6116686570251397fa3, folder {@code projects/hog}, including the 100
 * recorded staff games of {@code tests/05.py}; sp23's ({@code cal/cs61a/sp23/proj01}, Agility6/cs61a-sp23 @
 * 7b8e00757008387e6c2f485bed0e9785244149e7, folder {@code projects/hog}) pass against the same rules. The rules'
 * wording from a copy of the handout (marknnour/hog).
 */
package dev.hog.rules.fa22;
