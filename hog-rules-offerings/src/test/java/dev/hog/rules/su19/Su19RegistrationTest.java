package dev.hog.rules.su19;

import dev.hog.testkit.RulesetRegistration;
import org.junit.jupiter.api.Test;

/** su19 is registered in {@code META-INF/services} and in {@code module-info.java}. */
class Su19RegistrationTest {
    @Test
    void theRegistryFindsItOnTheClassPath() {
        RulesetRegistration.assertFoundOnClassPath(Su19.ID, Su19Provider.class);
    }

    @Test
    void serviceLoaderFindsItOnTheModulePath() {
        RulesetRegistration.assertFoundOnModulePath(Su19.ID, Su19Provider.class);
    }
}
