package dev.hog.rules.su21;

import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetProvider;

/** Provides the {@link Su21 su21} ruleset to {@link java.util.ServiceLoader}. */
public final class Su21Provider implements RulesetProvider {
    /** Creates the provider; {@link java.util.ServiceLoader} calls this. */
    public Su21Provider() {
    }

    @Override
    public Ruleset ruleset() {
        return Su21.ruleset();
    }
}
