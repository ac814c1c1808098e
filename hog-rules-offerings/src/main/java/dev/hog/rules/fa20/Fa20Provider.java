package dev.hog.rules.fa20;

import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetProvider;

/** Provides the {@link Fa20 fa20} ruleset to {@link java.util.ServiceLoader}. */
public final class Fa20Provider implements RulesetProvider {
    /** Creates the provider; {@link java.util.ServiceLoader} calls this. */
    public Fa20Provider() {
    }

    @Override
    public Ruleset ruleset() {
        return Fa20.ruleset();
    }
}
