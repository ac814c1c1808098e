package dev.hog.rules.fa22;

import dev.hog.testkit.RulesetRegistration;
import org.junit.jupiter.api.Test;

/** fa22 is registered in {@code META-INF/services} and in {@code module-info.java}. */
class Fa22RegistrationTest {
    @Test
    void theRegistryFindsItOnTheClassPath() {
        RulesetRegistration.assertFoundOnClassPath(Fa22.ID, Fa22Provider.class);
    }

    @Test
    void serviceLoaderFindsItOnTheModulePath() {
        RulesetRegistration.assertFoundOnModulePath(Fa22.ID, Fa22Provider.class);
    }
}
