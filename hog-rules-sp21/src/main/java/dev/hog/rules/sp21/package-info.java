/**
 * The sp21 ruleset, CS 61A Spring 2021: {@link dev.hog.rules.common.PigOut Pig Out}, {@link PiggyPoints Piggy
 * Points} and {@link MoreBoar More Boar} (extra turns that chain), with the named
 * strategies {@code piggypoints} and {@code more-boar}, made from their specs by
 * {@link dev.hog.api.ruleset.Ruleset#strategy(String)}.
 */
package dev.hog.rules.sp21;
