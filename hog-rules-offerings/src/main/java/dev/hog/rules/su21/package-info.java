/**
 * The su21 ruleset, CS 61A Summer 2021: Sow Sad (the {@link dev.hog.rules.common.PigOut Pig Out} rule under its
 * 2021 name), {@link PiggyPoints Piggy Points} (4 plus the difference of the opponent's tens and ones digits) and
 * {@link MoreBoar More Boar} (largest digit above the opponent's and smallest digit below: another turn; extra turns
 * chain; option {@code more-boar}, on by default). sp21 names its rules the same and plays other arithmetic. Named
 * strategies {@code piggypoints} and {@code more-boar}, the course's {@code piggypoints_strategy} and
 * {@code more_boar_strategy} ({@code cutoff=8, num_rolls=6}); baseline {@code always:6}, the default baseline of the
 * course's {@code average_win_rate}.
 *
 * <p>Pinned from the course's ok test files, which name no endpoint (the repository carries no {@code .ok} file):
 * asukaminato0721/cs61a-2021-summer @ 757213e3afbd195bfcd3413866d29084d0ada622, folder {@code hog/tests}. The 106
 * {@code more_boar} cases and the 100 recorded staff games of {@code tests/05.py} admit this More Boar and no other
 * two-clause digit rule; the handout's wording was not found.
 */
package dev.hog.rules.su21;
