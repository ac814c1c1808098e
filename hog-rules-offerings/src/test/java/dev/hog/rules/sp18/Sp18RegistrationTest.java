package dev.hog.rules.sp18;

import dev.hog.testkit.RulesetRegistration;
import org.junit.jupiter.api.Test;

/** sp18 is registered in {@code META-INF/services} and in {@code module-info.java}. */
class Sp18RegistrationTest {
    @Test
    void theRegistryFindsItOnTheClassPath() {
        RulesetRegistration.assertFoundOnClassPath(Sp18.ID, Sp18Provider.class);
    }

    @Test
    void serviceLoaderFindsItOnTheModulePath() {
        RulesetRegistration.assertFoundOnModulePath(Sp18.ID, Sp18Provider.class);
    }
}
