package dev.hog.rules.su18;

import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetProvider;

/** Provides the {@link Su18 su18} ruleset to {@link java.util.ServiceLoader}. */
public final class Su18Provider implements RulesetProvider {
    /** Creates the provider; {@link java.util.ServiceLoader} calls this. */
    public Su18Provider() {
    }

    @Override
    public Ruleset ruleset() {
        return Su18.ruleset();
    }
}
