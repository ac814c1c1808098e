package dev.hog.testkit;

/**
 * The contract, run over the test rulesets: a ruleset whose rules read the turn number, extra turns and the
 * opponent's memory, one whose states come round again, and one with a rule that limits the choice of dice and a rule
 * that reads the faces, one with a move (a choice of -2) and faces rolled again, and one with a penalty that reads only
 * the dice, are legal, and the solver agrees with brute force and simulation on each.
 */
class TestRulesetsContractTest extends RulesetContract {
}
