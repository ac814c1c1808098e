/**
 * Test support for Hog ruleset plugins: the ruleset contract, registration checks, brute force, test turns and
 * recorded games.
 *
 * <p>It opens its package because JUnit runs the contract's tests, which are its own methods.
 */
module dev.hog.testkit {
    requires transitive dev.hog.api;
    requires transitive dev.hog.analysis;
    requires transitive org.junit.jupiter.api;
    requires transitive org.junit.jupiter.params;
    requires transitive org.assertj.core;
    requires transitive dev.hog.json;

    exports dev.hog.testkit;

    opens dev.hog.testkit;
}
