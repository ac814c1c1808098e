package dev.hog.rules.sp20;

import dev.hog.testkit.RulesetContract;

/** What every ruleset promises, checked for sp20 under every combination of its options. */
class Sp20ContractTest extends RulesetContract {
    Sp20ContractTest() {
        super(Sp20.ID);
    }
}
