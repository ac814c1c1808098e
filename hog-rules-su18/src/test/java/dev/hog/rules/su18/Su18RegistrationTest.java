package dev.hog.rules.su18;

import dev.hog.testkit.RulesetRegistration;
import org.junit.jupiter.api.Test;

/** su18 is registered in {@code META-INF/services} and in {@code module-info.java}. */
class Su18RegistrationTest {
    @Test
    void theRegistryFindsItOnTheClassPath() {
        RulesetRegistration.assertFoundOnClassPath("su18", Su18Provider.class);
    }

    @Test
    void serviceLoaderFindsItOnTheModulePath() {
        RulesetRegistration.assertFoundOnModulePath("su18", Su18Provider.class);
    }
}
