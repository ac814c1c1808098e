package dev.hog.rules.sp24;

import dev.hog.api.Ruleset;
import dev.hog.rules.common.PigOut;
import dev.hog.testkit.RulesetRegistration;
import org.junit.jupiter.api.Test;

/** sp24 is registered in {@code META-INF/services} and in {@code module-info.java}. */
class Sp24RegistrationTest {
    @Test
    void theRegistryFindsItOnTheClassPath() {
        RulesetRegistration.assertFoundOnClassPath("sp24", Sp24Provider.class);
    }

    @Test
    void serviceLoaderFindsItOnTheModulePath() {
        RulesetRegistration.assertFoundOnModulePath("dev.hog.rules.sp24", "sp24",
                Sp24.class, PigOut.class, Ruleset.class);
    }
}
