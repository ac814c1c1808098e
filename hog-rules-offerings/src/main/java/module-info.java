/**
 * The Hog rules of every CS 61A offering from 2015 on that no other module carries: one ruleset per offering, each in
 * a package named by the offering ({@code dev.hog.rules.fa17}), pinned from the course's own test files.
 */
module dev.hog.rules.offerings {
    requires transitive dev.hog.api;
    requires dev.hog.rules.common;
    requires dev.hog.rules.su15;
    requires dev.hog.rules.su20;
    requires dev.hog.rules.sp24;

    exports dev.hog.rules.sp15;
    exports dev.hog.rules.sp17;
    exports dev.hog.rules.fa17;
    exports dev.hog.rules.sp18;
    exports dev.hog.rules.fa18;

    provides dev.hog.api.ruleset.RulesetProvider with
            dev.hog.rules.sp15.Sp15Provider,
            dev.hog.rules.sp17.Sp17Provider,
            dev.hog.rules.fa17.Fa17Provider,
            dev.hog.rules.sp18.Sp18Provider,
            dev.hog.rules.fa18.Fa18Provider;
}
