package dev.hog.rules.sp21;

import dev.hog.testkit.RulesetContract;

/** What every ruleset promises, checked for sp21 under every combination of its options. */
class Sp21ContractTest extends RulesetContract {
}
