package dev.hog.rules.su20;

import dev.hog.testkit.RulesetRegistration;
import org.junit.jupiter.api.Test;

/** su20 is registered in {@code META-INF/services} and in {@code module-info.java}. */
class Su20RegistrationTest {
    @Test
    void theRegistryFindsItOnTheClassPath() {
        RulesetRegistration.assertFoundOnClassPath("su20", Su20Provider.class);
    }

    @Test
    void serviceLoaderFindsItOnTheModulePath() {
        RulesetRegistration.assertFoundOnModulePath("su20", Su20Provider.class);
    }
}
