/**
 * Test support for ruleset authors: {@link dev.hog.testkit.RecordedGames} reads recorded games to replay through the
 * engine, and {@link dev.hog.testkit.course} runs the course's own test cases against a ruleset.
 */
package dev.hog.testkit;
