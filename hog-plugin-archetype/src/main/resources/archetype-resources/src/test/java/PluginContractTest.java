package ${package};

import dev.hog.testkit.RulesetContract;

/**
 * Everything the SDK asks of a ruleset, checked for the rulesets whose providers are in this package: games, replays,
 * strategies, and the exact solver against brute force and simulation.
 */
class PluginContractTest extends RulesetContract {
}
