package com.example.hog.trot;

import dev.hog.testkit.RulesetRegistration;
import org.junit.jupiter.api.Test;

/** trot is found both ways a plugin is found: META-INF/services on the class path, module-info on the module path. */
class TrotRegistrationTest {
    @Test
    void foundOnTheClassPath() {
        RulesetRegistration.assertFoundOnClassPath(Trot.ID, TrotProvider.class);
    }

    @Test
    void foundOnTheModulePath() {
        RulesetRegistration.assertFoundOnModulePath(Trot.ID, TrotProvider.class);
    }
}
