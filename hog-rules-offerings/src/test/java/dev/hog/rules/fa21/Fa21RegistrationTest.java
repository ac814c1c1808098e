package dev.hog.rules.fa21;

import dev.hog.testkit.RulesetRegistration;
import org.junit.jupiter.api.Test;

/** fa21 is registered in {@code META-INF/services} and in {@code module-info.java}. */
class Fa21RegistrationTest {
    @Test
    void theRegistryFindsItOnTheClassPath() {
        RulesetRegistration.assertFoundOnClassPath(Fa21.ID, Fa21Provider.class);
    }

    @Test
    void serviceLoaderFindsItOnTheModulePath() {
        RulesetRegistration.assertFoundOnModulePath(Fa21.ID, Fa21Provider.class);
    }
}
