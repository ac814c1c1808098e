package dev.hog.rules.fa18;

import dev.hog.testkit.RulesetContract;

/** What every ruleset promises, checked for fa18 under every combination of its options. */
class Fa18ContractTest extends RulesetContract {
    Fa18ContractTest() {
        super(Fa18.ID);
    }
}
