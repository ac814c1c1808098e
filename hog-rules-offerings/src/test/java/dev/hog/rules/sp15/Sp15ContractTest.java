package dev.hog.rules.sp15;

import dev.hog.testkit.RulesetContract;

/** What every ruleset promises, checked for sp15 under every combination of its options. */
class Sp15ContractTest extends RulesetContract {
    Sp15ContractTest() {
        super(Sp15.ID);
    }
}
