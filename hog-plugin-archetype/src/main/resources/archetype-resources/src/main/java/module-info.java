/** The ${rulesetId} ruleset, a plugin for Hog SDK. */
module ${package} {
    requires dev.hog.api;
    requires dev.hog.rules.common;

    provides dev.hog.api.ruleset.RulesetProvider with ${package}.PluginRulesetProvider;
}
