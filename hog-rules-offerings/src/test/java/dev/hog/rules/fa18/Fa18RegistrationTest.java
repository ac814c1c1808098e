package dev.hog.rules.fa18;

import dev.hog.testkit.RulesetRegistration;
import org.junit.jupiter.api.Test;

/** fa18 is registered in {@code META-INF/services} and in {@code module-info.java}. */
class Fa18RegistrationTest {
    @Test
    void theRegistryFindsItOnTheClassPath() {
        RulesetRegistration.assertFoundOnClassPath(Fa18.ID, Fa18Provider.class);
    }

    @Test
    void serviceLoaderFindsItOnTheModulePath() {
        RulesetRegistration.assertFoundOnModulePath(Fa18.ID, Fa18Provider.class);
    }
}
