package dev.hog.rules.su20;

import dev.hog.api.Ruleset;
import dev.hog.rules.common.PigOut;
import dev.hog.testkit.RulesetRegistration;
import org.junit.jupiter.api.Test;

/** su20 is registered in {@code META-INF/services} and in {@code module-info.java}. */
class Su20RegistrationTest {
    @Test
    void theRegistryFindsItOnTheClassPath() {
        RulesetRegistration.assertFoundOnClassPath("su20", Su20Provider.class);
    }

    @Test
    void serviceLoaderFindsItOnTheModulePath() {
        RulesetRegistration.assertFoundOnModulePath("dev.hog.rules.su20", "su20",
                Su20.class, PigOut.class, Ruleset.class);
    }
}
