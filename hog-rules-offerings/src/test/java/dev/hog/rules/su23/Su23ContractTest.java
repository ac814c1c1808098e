package dev.hog.rules.su23;

import dev.hog.testkit.RulesetContract;

/** What every ruleset promises, checked for su23 under every combination of its options. */
class Su23ContractTest extends RulesetContract {
    Su23ContractTest() {
        super(Su23.ID);
    }
}
