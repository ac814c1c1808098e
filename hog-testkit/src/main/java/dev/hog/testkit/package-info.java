/**
 * Test support for ruleset plugin authors: {@link dev.hog.testkit.RulesetContract} checks every ruleset a plugin
 * provides, {@link dev.hog.testkit.RulesetRegistration} both of its registrations, {@link dev.hog.testkit.TestTurn}
 * tests one hook on its own, {@link dev.hog.testkit.BruteForce} gives exact values independently of the solver, and
 * {@link dev.hog.testkit.RecordedGames} replays recorded games through the engine.
 */
package dev.hog.testkit;
