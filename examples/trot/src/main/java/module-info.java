/** Trot: Pig Out, Picky Piggy and Time Trot, a ruleset plugin for Hog SDK. */
module com.example.hog.trot {
    requires dev.hog.api;
    requires dev.hog.rules.common;

    provides dev.hog.api.ruleset.RulesetProvider with com.example.hog.trot.TrotProvider;
}
