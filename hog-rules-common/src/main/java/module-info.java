/** Rules that more than one Hog ruleset uses. */
module dev.hog.rules.common {
    requires transitive dev.hog.api;

    exports dev.hog.rules.common;
}
