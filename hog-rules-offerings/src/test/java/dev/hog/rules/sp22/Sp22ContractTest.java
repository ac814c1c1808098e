package dev.hog.rules.sp22;

import dev.hog.testkit.RulesetContract;

/** What every ruleset promises, checked for sp22 under every combination of its options. */
class Sp22ContractTest extends RulesetContract {
    Sp22ContractTest() {
        super(Sp22.ID);
    }
}
