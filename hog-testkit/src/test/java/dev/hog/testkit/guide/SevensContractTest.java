package dev.hog.testkit.guide;

import dev.hog.testkit.RulesetContract;

// guide: contract
class SevensContractTest extends RulesetContract {
}
