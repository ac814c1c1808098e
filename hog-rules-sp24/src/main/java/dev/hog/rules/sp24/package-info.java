/**
 * The sp24 ruleset, CS 61A Spring 2024 (Summer 2024 has the same rules): Sow Sad (the
 * {@link dev.hog.rules.common.PigOut Pig Out} rule under its sp24 name), {@link BoarBrawl Boar Brawl} and
 * {@link SusFuss Sus Fuss} (option {@code update}: {@code sus}, the default, or {@code simple} without it), with the
 * named strategies {@code boar}, {@code sus} and {@code catch-up}, made from their specs by
 * {@link dev.hog.api.ruleset.Ruleset#strategy(String)}.
 */
package dev.hog.rules.sp24;
