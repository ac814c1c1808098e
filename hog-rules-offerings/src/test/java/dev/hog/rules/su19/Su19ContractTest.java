package dev.hog.rules.su19;

import dev.hog.testkit.RulesetContract;

/** What every ruleset promises, checked for su19 under every combination of its options. */
class Su19ContractTest extends RulesetContract {
    Su19ContractTest() {
        super(Su19.ID);
    }
}
