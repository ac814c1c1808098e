package dev.hog.rules.fa16;

import dev.hog.testkit.RulesetRegistration;
import org.junit.jupiter.api.Test;

/** fa16 is registered in {@code META-INF/services} and in {@code module-info.java}. */
class Fa16RegistrationTest {
    @Test
    void theRegistryFindsItOnTheClassPath() {
        RulesetRegistration.assertFoundOnClassPath(Fa16.ID, Fa16Provider.class);
    }

    @Test
    void serviceLoaderFindsItOnTheModulePath() {
        RulesetRegistration.assertFoundOnModulePath(Fa16.ID, Fa16Provider.class);
    }
}
