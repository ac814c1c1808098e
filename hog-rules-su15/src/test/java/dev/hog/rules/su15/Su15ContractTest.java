package dev.hog.rules.su15;

import dev.hog.testkit.RulesetContract;

/** What every ruleset promises, checked for su15 under every combination of its options. */
class Su15ContractTest extends RulesetContract {
}
