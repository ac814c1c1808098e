package dev.hog.rules.fa18;

import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetProvider;

/** Provides the {@link Fa18 fa18} ruleset to {@link java.util.ServiceLoader}. */
public final class Fa18Provider implements RulesetProvider {
    /** Creates the provider; {@link java.util.ServiceLoader} calls this. */
    public Fa18Provider() {
    }

    @Override
    public Ruleset ruleset() {
        return Fa18.ruleset();
    }
}
