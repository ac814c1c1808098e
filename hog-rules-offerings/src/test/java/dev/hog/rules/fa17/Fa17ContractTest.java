package dev.hog.rules.fa17;

import dev.hog.testkit.RulesetContract;

/** What every ruleset promises, checked for fa17 under every combination of its options. */
class Fa17ContractTest extends RulesetContract {
    Fa17ContractTest() {
        super(Fa17.ID);
    }
}
