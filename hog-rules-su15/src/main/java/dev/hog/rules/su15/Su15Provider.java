package dev.hog.rules.su15;

import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetProvider;

/** Provides the {@link Su15 su15} ruleset to {@link java.util.ServiceLoader}. */
public final class Su15Provider implements RulesetProvider {
    /** Creates the provider; {@link java.util.ServiceLoader} calls this. */
    public Su15Provider() {
    }

    @Override
    public Ruleset ruleset() {
        return Su15.ruleset();
    }
}
