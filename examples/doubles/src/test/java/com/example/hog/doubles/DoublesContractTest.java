package com.example.hog.doubles;

import dev.hog.testkit.RulesetContract;

/**
 * Everything the SDK asks of a ruleset, checked for doubles: legal choices everywhere under Winded, transitions that
 * match counting every face under Doubles, the solver against brute force on small goals and simulation on the goal.
 */
class DoublesContractTest extends RulesetContract {
}
