package dev.hog.rules.su22;

import dev.hog.testkit.RulesetContract;

/** What every ruleset promises, checked for su22 under every combination of its options. */
class Su22ContractTest extends RulesetContract {
    Su22ContractTest() {
        super(Su22.ID);
    }
}
