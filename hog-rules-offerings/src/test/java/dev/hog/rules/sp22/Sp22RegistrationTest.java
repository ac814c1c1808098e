package dev.hog.rules.sp22;

import dev.hog.testkit.RulesetRegistration;
import org.junit.jupiter.api.Test;

/** sp22 is registered in {@code META-INF/services} and in {@code module-info.java}. */
class Sp22RegistrationTest {
    @Test
    void theRegistryFindsItOnTheClassPath() {
        RulesetRegistration.assertFoundOnClassPath(Sp22.ID, Sp22Provider.class);
    }

    @Test
    void serviceLoaderFindsItOnTheModulePath() {
        RulesetRegistration.assertFoundOnModulePath(Sp22.ID, Sp22Provider.class);
    }
}
