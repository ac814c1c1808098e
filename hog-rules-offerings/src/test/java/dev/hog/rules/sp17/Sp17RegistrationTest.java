package dev.hog.rules.sp17;

import dev.hog.testkit.RulesetRegistration;
import org.junit.jupiter.api.Test;

/** sp17 is registered in {@code META-INF/services} and in {@code module-info.java}. */
class Sp17RegistrationTest {
    @Test
    void theRegistryFindsItOnTheClassPath() {
        RulesetRegistration.assertFoundOnClassPath(Sp17.ID, Sp17Provider.class);
    }

    @Test
    void serviceLoaderFindsItOnTheModulePath() {
        RulesetRegistration.assertFoundOnModulePath(Sp17.ID, Sp17Provider.class);
    }
}
