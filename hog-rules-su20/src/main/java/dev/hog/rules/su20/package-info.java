/**
 * The su20 ruleset, CS 61A Summer 2020: {@link dev.hog.rules.common.PigOut Pig Out}, {@link FreeBacon Free Bacon},
 * {@link FeralHogs Feral Hogs} (option {@code feral-hogs}, on by default) and {@link SwineSwap Swine Swap}, with the
 * strategies {@link BaconStrategy bacon} and {@link SwapStrategy swap}.
 */
package dev.hog.rules.su20;
