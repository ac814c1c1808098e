package dev.hog.rules.sp15;

import dev.hog.testkit.RulesetRegistration;
import org.junit.jupiter.api.Test;

/** sp15 is registered in {@code META-INF/services} and in {@code module-info.java}. */
class Sp15RegistrationTest {
    @Test
    void theRegistryFindsItOnTheClassPath() {
        RulesetRegistration.assertFoundOnClassPath(Sp15.ID, Sp15Provider.class);
    }

    @Test
    void serviceLoaderFindsItOnTheModulePath() {
        RulesetRegistration.assertFoundOnModulePath(Sp15.ID, Sp15Provider.class);
    }
}
