package com.example.hog.trot;

import dev.hog.testkit.RulesetContract;

/** Everything the SDK asks of a ruleset, checked for trot: games, replays, the solver against brute force. */
class TrotContractTest extends RulesetContract {
}
