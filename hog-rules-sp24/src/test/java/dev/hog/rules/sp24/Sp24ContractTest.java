package dev.hog.rules.sp24;

import dev.hog.testkit.RulesetContract;

/** What every ruleset promises, checked for sp24 under every combination of its options. */
class Sp24ContractTest extends RulesetContract {
}
