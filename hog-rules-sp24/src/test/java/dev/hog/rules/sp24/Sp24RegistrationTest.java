package dev.hog.rules.sp24;

import dev.hog.testkit.RulesetRegistration;
import org.junit.jupiter.api.Test;

/** sp24 is registered in {@code META-INF/services} and in {@code module-info.java}. */
class Sp24RegistrationTest {
    @Test
    void theRegistryFindsItOnTheClassPath() {
        RulesetRegistration.assertFoundOnClassPath("sp24", Sp24Provider.class);
    }

    @Test
    void serviceLoaderFindsItOnTheModulePath() {
        RulesetRegistration.assertFoundOnModulePath("sp24", Sp24Provider.class);
    }
}
