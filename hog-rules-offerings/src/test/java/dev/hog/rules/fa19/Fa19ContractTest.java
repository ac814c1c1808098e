package dev.hog.rules.fa19;

import dev.hog.testkit.RulesetContract;

/** What every ruleset promises, checked for fa19 under every combination of its options. */
class Fa19ContractTest extends RulesetContract {
    Fa19ContractTest() {
        super(Fa19.ID);
    }
}
