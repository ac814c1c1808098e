package dev.hog.rules.su23;

import dev.hog.testkit.RulesetRegistration;
import org.junit.jupiter.api.Test;

/** su23 is registered in {@code META-INF/services} and in {@code module-info.java}. */
class Su23RegistrationTest {
    @Test
    void theRegistryFindsItOnTheClassPath() {
        RulesetRegistration.assertFoundOnClassPath(Su23.ID, Su23Provider.class);
    }

    @Test
    void serviceLoaderFindsItOnTheModulePath() {
        RulesetRegistration.assertFoundOnModulePath(Su23.ID, Su23Provider.class);
    }
}
