/** Doubles: Pig Out, Breather, Winded and Doubles, a ruleset plugin for Hog SDK. */
module com.example.hog.doubles {
    requires dev.hog.api;
    requires dev.hog.rules.common;

    provides dev.hog.api.ruleset.RulesetProvider with com.example.hog.doubles.DoublesProvider;
}
