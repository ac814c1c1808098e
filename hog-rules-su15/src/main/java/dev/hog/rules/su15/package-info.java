/**
 * The su15 ruleset, CS 61A Summer 2015: {@link dev.hog.rules.common.PigOut Pig Out}, {@link FreeBacon Free Bacon}
 * (1 plus the opponent's largest digit), {@link HogWild Hog Wild} (four-sided dice when the scores sum to a multiple
 * of 7) and {@link SwineSwap Swine Swap} (one score's last two digits are the other's reversed), with the named
 * strategies {@code bacon} and {@code swap}, made from their specs by
 * {@link dev.hog.api.ruleset.Ruleset#strategy(String)}.
 */
package dev.hog.rules.su15;
