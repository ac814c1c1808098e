package dev.hog.rules.su15;

import dev.hog.testkit.RulesetRegistration;
import org.junit.jupiter.api.Test;

/** su15 is registered in {@code META-INF/services} and in {@code module-info.java}. */
class Su15RegistrationTest {
    @Test
    void theRegistryFindsItOnTheClassPath() {
        RulesetRegistration.assertFoundOnClassPath("su15", Su15Provider.class);
    }

    @Test
    void serviceLoaderFindsItOnTheModulePath() {
        RulesetRegistration.assertFoundOnModulePath("su15", Su15Provider.class);
    }
}
