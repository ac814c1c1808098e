/**
 * The sp21 ruleset, CS 61A Spring 2021: {@link dev.hog.rules.common.PigOut Pig Out}, {@link PiggyPoints Piggy
 * Points} and {@link MoreBoar More Boar} (extra turns that chain), with the strategies
 * {@link PiggyPointsStrategy piggypoints} and {@link MoreBoarStrategy more-boar}.
 */
package dev.hog.rules.sp21;
