package dev.hog.rules.su21;

import dev.hog.testkit.RulesetRegistration;
import org.junit.jupiter.api.Test;

/** su21 is registered in {@code META-INF/services} and in {@code module-info.java}. */
class Su21RegistrationTest {
    @Test
    void theRegistryFindsItOnTheClassPath() {
        RulesetRegistration.assertFoundOnClassPath(Su21.ID, Su21Provider.class);
    }

    @Test
    void serviceLoaderFindsItOnTheModulePath() {
        RulesetRegistration.assertFoundOnModulePath(Su21.ID, Su21Provider.class);
    }
}
