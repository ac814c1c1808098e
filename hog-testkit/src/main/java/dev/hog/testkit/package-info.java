/**
 * Test support for ruleset plugin authors: {@link dev.hog.testkit.RulesetContract} checks every ruleset a plugin
 * provides, {@link dev.hog.testkit.RulesetRegistration} both of its registrations, {@link dev.hog.testkit.BruteForce}
 * gives exact values independently of the solver, and {@link dev.hog.testkit.RecordedGames} replays recorded games
 * through the engine. To test one hook on its own, hog-api's {@link dev.hog.api.rule.TestTurn} is a turn of given
 * values.
 */
package dev.hog.testkit;
