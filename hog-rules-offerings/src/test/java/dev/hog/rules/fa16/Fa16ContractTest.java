package dev.hog.rules.fa16;

import dev.hog.testkit.RulesetContract;

/** What every ruleset promises, checked for fa16 under every combination of its options. */
class Fa16ContractTest extends RulesetContract {
    Fa16ContractTest() {
        super(Fa16.ID);
    }
}
