/** CS 61A Summer 2020 Hog: Pig Out, Free Bacon, Feral Hogs and Swine Swap. */
module dev.hog.rules.su20 {
    requires transitive dev.hog.api;
    requires dev.hog.rules.common;

    exports dev.hog.rules.su20;

    provides dev.hog.api.ruleset.RulesetProvider with dev.hog.rules.su20.Su20Provider;
}
