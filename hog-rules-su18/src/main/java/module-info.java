/** CS 61A Summer 2018 Hog, as ported to Swift: Pig Out, Free Bacon and Swine Swap. */
module dev.hog.rules.su18 {
    requires transitive dev.hog.api;
    requires dev.hog.rules.common;

    exports dev.hog.rules.su18;

    provides dev.hog.api.ruleset.RulesetProvider with dev.hog.rules.su18.Su18Provider;
}
