/**
 * The fa17 ruleset, CS 61A Fall 2017: {@link dev.hog.rules.common.PigOut Pig Out},
 * {@link dev.hog.rules.su15.FreeBacon Free Bacon} (1 plus the opponent's larger digit, as su15) and
 * {@link SwineSwap Swine Swap} (both scores above 1, one a multiple of the other), with the course's strategies
 * {@code bacon} and {@code swap} and its words for {@code announce_highest} ({@link PointWords}: "1 point!",
 * "19 points!"). Pinned from the course's test files ({@code proj01.ok}, endpoint
 * {@code cal/cs61a/fa17/proj01}).
 */
package dev.hog.rules.fa17;
