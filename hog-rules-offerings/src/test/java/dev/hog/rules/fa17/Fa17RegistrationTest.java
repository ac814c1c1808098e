package dev.hog.rules.fa17;

import dev.hog.testkit.RulesetRegistration;
import org.junit.jupiter.api.Test;

/** fa17 is registered in {@code META-INF/services} and in {@code module-info.java}. */
class Fa17RegistrationTest {
    @Test
    void theRegistryFindsItOnTheClassPath() {
        RulesetRegistration.assertFoundOnClassPath(Fa17.ID, Fa17Provider.class);
    }

    @Test
    void serviceLoaderFindsItOnTheModulePath() {
        RulesetRegistration.assertFoundOnModulePath(Fa17.ID, Fa17Provider.class);
    }
}
