package ${package};

import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetProvider;

/**
 * Publishes the ruleset to {@link java.util.ServiceLoader}: named in
 * {@code META-INF/services/dev.hog.api.ruleset.RulesetProvider} for the class path, and by {@code provides} in
 * {@code module-info.java} for the module path.
 */
public final class PluginRulesetProvider implements RulesetProvider {
    /** Creates the provider; {@link java.util.ServiceLoader} calls this. */
    public PluginRulesetProvider() {
    }

    @Override
    public Ruleset ruleset() {
        return PluginRuleset.ruleset();
    }
}
