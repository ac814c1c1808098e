package dev.hog.rules.fa20;

import dev.hog.testkit.RulesetRegistration;
import org.junit.jupiter.api.Test;

/** fa20 is registered in {@code META-INF/services} and in {@code module-info.java}. */
class Fa20RegistrationTest {
    @Test
    void theRegistryFindsItOnTheClassPath() {
        RulesetRegistration.assertFoundOnClassPath(Fa20.ID, Fa20Provider.class);
    }

    @Test
    void serviceLoaderFindsItOnTheModulePath() {
        RulesetRegistration.assertFoundOnModulePath(Fa20.ID, Fa20Provider.class);
    }
}
