/**
 * The su23 ruleset, CS 61A Summer 2023: Sow Sad (the {@link dev.hog.rules.common.PigOut Pig Out} rule under its name
 * since 2021), {@link dev.hog.rules.sp24.BoarBrawl Boar Brawl} (as sp24) and {@link FuzzyFactors Fuzzy Factors}
 * (g = gcd(score, 100) above 10: the score gains twice the tens digit of g), which takes the place of sp24's Sus Fuss.
 * The course's {@code play} takes the score update as an argument, {@code simple_update} or {@code fuzzy_update}; the
 * option {@code update} mirrors it: {@code fuzzy}, the default, or {@code simple} without Fuzzy Factors. Named
 * strategies {@code boar} and {@code fuzzy}, the course's {@code boar_strategy} and {@code fuzzy_strategy}
 * ({@code threshold=12, num_rolls=6}; sp24's {@code boar_strategy} defaults to 11), and sp24's {@code catch-up},
 * the course's {@code catch_up}; baseline {@code always:6}, the default baseline of the course's
 * {@code average_win_rate}.
 *
 * <p>Pinned from the course's test files ({@code proj01.ok}, endpoint {@code cal/cs61a/su23/proj01}) in
 * Nyalian/CS61A-2023-Summer @ c64287eb6828ad7f82ab878764687bae7eac46d2, folder {@code work/project/hog}, including the
 * 100 recorded staff games of {@code tests/05.py}. The rule's name is the skeleton's ({@code fuzzy_points}'s
 * docstring); its arithmetic (above 10, twice the tens digit) is fitted to the course's cases, the handout's wording
 * not found.
 */
package dev.hog.rules.su23;
