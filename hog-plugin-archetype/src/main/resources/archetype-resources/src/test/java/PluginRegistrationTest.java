package ${package};

import dev.hog.testkit.RulesetRegistration;
import org.junit.jupiter.api.Test;

/**
 * The ruleset is registered both ways a host finds it: {@code META-INF/services/dev.hog.api.ruleset.RulesetProvider} on
 * the class path, {@code provides} in {@code module-info.java} on the module path. Each check reads the jar or folder
 * itself, so it fails, naming the file, if either is missing, however these tests run.
 */
class PluginRegistrationTest {
    @Test
    void foundOnTheClassPath() {
        RulesetRegistration.assertFoundOnClassPath(PluginRuleset.ID, PluginRulesetProvider.class);
    }

    @Test
    void foundOnTheModulePath() {
        RulesetRegistration.assertFoundOnModulePath(PluginRuleset.ID, PluginRulesetProvider.class);
    }
}
