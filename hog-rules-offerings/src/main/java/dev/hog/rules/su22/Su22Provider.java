package dev.hog.rules.su22;

import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetProvider;

/** Provides the {@link Su22 su22} ruleset to {@link java.util.ServiceLoader}. */
public final class Su22Provider implements RulesetProvider {
    /** Creates the provider; {@link java.util.ServiceLoader} calls this. */
    public Su22Provider() {
    }

    @Override
    public Ruleset ruleset() {
        return Su22.ruleset();
    }
}
