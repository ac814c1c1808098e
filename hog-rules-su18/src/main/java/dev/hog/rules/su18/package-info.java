/**
 * The su18 ruleset, CS 61A Summer 2018 as ported to Swift: {@link dev.hog.rules.common.PigOut Pig Out},
 * {@link FreeBacon Free Bacon} (1 plus the last digit of the product of the opponent's digits) and
 * {@link SwineSwap Swine Swap} (the mover's ones digit equals the opponent's tens digit), with the named strategies
 * {@code bacon} and {@code swap}, made from their specs by {@link dev.hog.api.ruleset.Ruleset#strategy(String)}.
 *
 * <p>The offering published no tests. Where its handout is silent, this ruleset decides by analogy with the offerings
 * around it: the swap is checked at the goal too, and the strategies' defaults are a margin of 8 and 4 dice, its
 * baseline being {@code always:4}.
 */
package dev.hog.rules.su18;
