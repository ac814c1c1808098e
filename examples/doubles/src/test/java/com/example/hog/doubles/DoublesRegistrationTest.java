package com.example.hog.doubles;

import dev.hog.testkit.RulesetRegistration;
import org.junit.jupiter.api.Test;

/** doubles is found both ways a plugin is found: META-INF/services on the class path, module-info on the module path. */
class DoublesRegistrationTest {
    @Test
    void foundOnTheClassPath() {
        RulesetRegistration.assertFoundOnClassPath(DoublesRuleset.ID, DoublesProvider.class);
    }

    @Test
    void foundOnTheModulePath() {
        RulesetRegistration.assertFoundOnModulePath(DoublesRuleset.ID, DoublesProvider.class);
    }
}
