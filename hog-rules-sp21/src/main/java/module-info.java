/** CS 61A Spring 2021 Hog: Pig Out, Piggy Points and More Boar. */
module dev.hog.rules.sp21 {
    requires transitive dev.hog.api;
    requires dev.hog.rules.common;

    exports dev.hog.rules.sp21;

    provides dev.hog.api.ruleset.RulesetProvider with dev.hog.rules.sp21.Sp21Provider;
}
