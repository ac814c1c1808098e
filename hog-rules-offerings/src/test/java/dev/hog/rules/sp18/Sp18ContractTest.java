package dev.hog.rules.sp18;

import dev.hog.testkit.RulesetContract;

/** What every ruleset promises, checked for sp18 under every combination of its options. */
class Sp18ContractTest extends RulesetContract {
    Sp18ContractTest() {
        super(Sp18.ID);
    }
}
