package dev.hog.rules.su21;

import dev.hog.testkit.RulesetContract;

/** What every ruleset promises, checked for su21 under every combination of its options. */
class Su21ContractTest extends RulesetContract {
    Su21ContractTest() {
        super(Su21.ID);
    }
}
