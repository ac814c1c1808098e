package dev.hog.testkit;

/**
 * The contract, run over the test rulesets: a ruleset whose rules read the turn number, extra turns and the
 * opponent's memory, and one whose states come round again, are legal, and the solver agrees with brute force and
 * simulation on both.
 */
class TestRulesetsContractTest extends RulesetContract {
}
