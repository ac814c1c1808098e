package dev.hog.rules.fa19;

import dev.hog.testkit.RulesetRegistration;
import org.junit.jupiter.api.Test;

/** fa19 is registered in {@code META-INF/services} and in {@code module-info.java}. */
class Fa19RegistrationTest {
    @Test
    void theRegistryFindsItOnTheClassPath() {
        RulesetRegistration.assertFoundOnClassPath(Fa19.ID, Fa19Provider.class);
    }

    @Test
    void serviceLoaderFindsItOnTheModulePath() {
        RulesetRegistration.assertFoundOnModulePath(Fa19.ID, Fa19Provider.class);
    }
}
