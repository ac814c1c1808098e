/** CS 61A Spring 2024 Hog: Sow Sad, Boar Brawl and Sus Fuss. */
module dev.hog.rules.sp24 {
    requires transitive dev.hog.api;
    requires dev.hog.rules.common;

    exports dev.hog.rules.sp24;

    provides dev.hog.api.ruleset.RulesetProvider with dev.hog.rules.sp24.Sp24Provider;
}
