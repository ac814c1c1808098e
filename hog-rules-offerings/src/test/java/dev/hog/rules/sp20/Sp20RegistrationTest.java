package dev.hog.rules.sp20;

import dev.hog.testkit.RulesetRegistration;
import org.junit.jupiter.api.Test;

/** sp20 is registered in {@code META-INF/services} and in {@code module-info.java}. */
class Sp20RegistrationTest {
    @Test
    void theRegistryFindsItOnTheClassPath() {
        RulesetRegistration.assertFoundOnClassPath(Sp20.ID, Sp20Provider.class);
    }

    @Test
    void serviceLoaderFindsItOnTheModulePath() {
        RulesetRegistration.assertFoundOnModulePath(Sp20.ID, Sp20Provider.class);
    }
}
