package dev.hog.rules.su19;

import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetProvider;

/** Provides the {@link Su19 su19} ruleset to {@link java.util.ServiceLoader}. */
public final class Su19Provider implements RulesetProvider {
    /** Creates the provider; {@link java.util.ServiceLoader} calls this. */
    public Su19Provider() {
    }

    @Override
    public Ruleset ruleset() {
        return Su19.ruleset();
    }
}
