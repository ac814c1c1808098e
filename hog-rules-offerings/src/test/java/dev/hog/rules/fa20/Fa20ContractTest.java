package dev.hog.rules.fa20;

import dev.hog.testkit.RulesetContract;

/** What every ruleset promises, checked for fa20 under every combination of its options. */
class Fa20ContractTest extends RulesetContract {
    Fa20ContractTest() {
        super(Fa20.ID);
    }
}
