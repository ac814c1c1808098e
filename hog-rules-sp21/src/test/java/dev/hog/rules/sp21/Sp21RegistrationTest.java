package dev.hog.rules.sp21;

import dev.hog.testkit.RulesetRegistration;
import org.junit.jupiter.api.Test;

/** sp21 is registered in {@code META-INF/services} and in {@code module-info.java}. */
class Sp21RegistrationTest {
    @Test
    void theRegistryFindsItOnTheClassPath() {
        RulesetRegistration.assertFoundOnClassPath("sp21", Sp21Provider.class);
    }

    @Test
    void serviceLoaderFindsItOnTheModulePath() {
        RulesetRegistration.assertFoundOnModulePath("sp21", Sp21Provider.class);
    }
}
