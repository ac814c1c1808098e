/** CS 61A Summer 2015 Hog: Pig Out, Free Bacon, Hog Wild and Swine Swap. */
module dev.hog.rules.su15 {
    requires transitive dev.hog.api;
    requires dev.hog.rules.common;

    exports dev.hog.rules.su15;

    provides dev.hog.api.ruleset.RulesetProvider with dev.hog.rules.su15.Su15Provider;
}
