package dev.hog.rules.su20;

import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetProvider;

/** Provides the {@link Su20 su20} ruleset to {@link java.util.ServiceLoader}. */
public final class Su20Provider implements RulesetProvider {
    /** Creates the provider; {@link java.util.ServiceLoader} calls this. */
    public Su20Provider() {
    }

    @Override
    public Ruleset ruleset() {
        return Su20.ruleset();
    }
}
