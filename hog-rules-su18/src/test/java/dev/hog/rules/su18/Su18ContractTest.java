package dev.hog.rules.su18;

import dev.hog.testkit.RulesetContract;

/** What every ruleset promises, checked for su18 under every combination of its options. */
class Su18ContractTest extends RulesetContract {
}
