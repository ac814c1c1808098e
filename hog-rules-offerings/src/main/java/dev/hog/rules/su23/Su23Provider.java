package dev.hog.rules.su23;

import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetProvider;

/** Provides the {@link Su23 su23} ruleset to {@link java.util.ServiceLoader}. */
public final class Su23Provider implements RulesetProvider {
    /** Creates the provider; {@link java.util.ServiceLoader} calls this. */
    public Su23Provider() {
    }

    @Override
    public Ruleset ruleset() {
        return Su23.ruleset();
    }
}
