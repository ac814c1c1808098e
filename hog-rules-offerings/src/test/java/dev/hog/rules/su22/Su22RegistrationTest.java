package dev.hog.rules.su22;

import dev.hog.testkit.RulesetRegistration;
import org.junit.jupiter.api.Test;

/** su22 is registered in {@code META-INF/services} and in {@code module-info.java}. */
class Su22RegistrationTest {
    @Test
    void theRegistryFindsItOnTheClassPath() {
        RulesetRegistration.assertFoundOnClassPath(Su22.ID, Su22Provider.class);
    }

    @Test
    void serviceLoaderFindsItOnTheModulePath() {
        RulesetRegistration.assertFoundOnModulePath(Su22.ID, Su22Provider.class);
    }
}
