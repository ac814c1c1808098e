/**
 * The su20 ruleset, CS 61A Summer 2020: {@link dev.hog.rules.common.PigOut Pig Out}, {@link FreeBacon Free Bacon},
 * {@link FeralHogs Feral Hogs} (option {@code feral-hogs}, on by default) and {@link SwineSwap Swine Swap}, with the
 * named strategies {@code bacon} and {@code swap}, made from their specs by
 * {@link dev.hog.api.ruleset.Ruleset#strategy(String)}.
 */
package dev.hog.rules.su20;
