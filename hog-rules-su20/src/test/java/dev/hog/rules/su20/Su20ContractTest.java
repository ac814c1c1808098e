package dev.hog.rules.su20;

import dev.hog.testkit.RulesetContract;

/** What every ruleset promises, checked for su20 with Feral Hogs on and off. */
class Su20ContractTest extends RulesetContract {
}
