/**
 * The Hog rules of every CS 61A offering from 2015 on that no other module carries: one ruleset per offering, each in
 * a package named by the offering ({@code dev.hog.rules.fa17}), pinned from the course's own test files.
 */
module dev.hog.rules.offerings {
    requires transitive dev.hog.api;
    requires dev.hog.rules.common;
    requires dev.hog.rules.su15;
    requires dev.hog.rules.su20;
    requires dev.hog.rules.sp21;
    requires dev.hog.rules.sp24;

    exports dev.hog.rules.sp15;
    exports dev.hog.rules.fa16;
    exports dev.hog.rules.sp17;
    exports dev.hog.rules.fa17;
    exports dev.hog.rules.sp18;
    exports dev.hog.rules.fa18;
    exports dev.hog.rules.sp19;
    exports dev.hog.rules.su19;
    exports dev.hog.rules.fa19;
    exports dev.hog.rules.sp20;
    exports dev.hog.rules.fa20;
    exports dev.hog.rules.su21;
    exports dev.hog.rules.fa21;
    exports dev.hog.rules.sp22;
    exports dev.hog.rules.su22;
    exports dev.hog.rules.fa22;
    exports dev.hog.rules.su23;

    provides dev.hog.api.ruleset.RulesetProvider with
            dev.hog.rules.sp15.Sp15Provider,
            dev.hog.rules.fa16.Fa16Provider,
            dev.hog.rules.sp17.Sp17Provider,
            dev.hog.rules.fa17.Fa17Provider,
            dev.hog.rules.sp18.Sp18Provider,
            dev.hog.rules.fa18.Fa18Provider,
            dev.hog.rules.sp19.Sp19Provider,
            dev.hog.rules.su19.Su19Provider,
            dev.hog.rules.fa19.Fa19Provider,
            dev.hog.rules.sp20.Sp20Provider,
            dev.hog.rules.fa20.Fa20Provider,
            dev.hog.rules.su21.Su21Provider,
            dev.hog.rules.fa21.Fa21Provider,
            dev.hog.rules.sp22.Sp22Provider,
            dev.hog.rules.su22.Su22Provider,
            dev.hog.rules.fa22.Fa22Provider,
            dev.hog.rules.su23.Su23Provider;
}
