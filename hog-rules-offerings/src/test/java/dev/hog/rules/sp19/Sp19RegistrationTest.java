package dev.hog.rules.sp19;

import dev.hog.testkit.RulesetRegistration;
import org.junit.jupiter.api.Test;

/** sp19 is registered in {@code META-INF/services} and in {@code module-info.java}. */
class Sp19RegistrationTest {
    @Test
    void theRegistryFindsItOnTheClassPath() {
        RulesetRegistration.assertFoundOnClassPath(Sp19.ID, Sp19Provider.class);
    }

    @Test
    void serviceLoaderFindsItOnTheModulePath() {
        RulesetRegistration.assertFoundOnModulePath(Sp19.ID, Sp19Provider.class);
    }
}
