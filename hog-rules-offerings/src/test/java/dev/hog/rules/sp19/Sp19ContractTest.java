package dev.hog.rules.sp19;

import dev.hog.testkit.RulesetContract;

/** What every ruleset promises, checked for sp19 under every combination of its options. */
class Sp19ContractTest extends RulesetContract {
    Sp19ContractTest() {
        super(Sp19.ID);
    }
}
