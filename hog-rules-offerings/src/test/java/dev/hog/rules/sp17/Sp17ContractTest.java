package dev.hog.rules.sp17;

import dev.hog.testkit.RulesetContract;

/** What every ruleset promises, checked for sp17 under every combination of its options. */
class Sp17ContractTest extends RulesetContract {
    Sp17ContractTest() {
        super(Sp17.ID);
    }
}
