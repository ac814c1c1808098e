package dev.hog.rules.fa21;

import dev.hog.testkit.RulesetContract;

/** What every ruleset promises, checked for fa21 under every combination of its options. */
class Fa21ContractTest extends RulesetContract {
    Fa21ContractTest() {
        super(Fa21.ID);
    }
}
