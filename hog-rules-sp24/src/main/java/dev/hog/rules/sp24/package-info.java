/**
 * The sp24 ruleset, CS 61A Spring 2024: Sow Sad (the
 * {@link dev.hog.rules.common.PigOut Pig Out} rule under its sp24 name), {@link BoarBrawl Boar Brawl} and
 * {@link SusFuss Sus Fuss} (option {@code update}: {@code sus}, the default, or {@code simple} without it), with the
 * named strategies {@code boar}, {@code sus} and {@code catch-up}, made from their specs by
 * {@link dev.hog.api.ruleset.Ruleset#strategy(String)}.
 *
 * <p>Fall 2023 and every offering from Summer 2024 to Fall 2025 played the same rules: the ruleset answers to their
 * ids as {@linkplain dev.hog.api.ruleset.Ruleset#aliases() aliases} ({@link Sp24#OFFERINGS}). Each one's course test
 * files, carried in students' public repositories, pass against it.
 */
package dev.hog.rules.sp24;
