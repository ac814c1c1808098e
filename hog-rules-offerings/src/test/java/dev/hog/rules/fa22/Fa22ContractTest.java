package dev.hog.rules.fa22;

import dev.hog.testkit.RulesetContract;

/** What every ruleset promises, checked for fa22 under every combination of its options. */
class Fa22ContractTest extends RulesetContract {
    Fa22ContractTest() {
        super(Fa22.ID);
    }
}
