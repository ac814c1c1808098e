package dev.hog.rules.fa16;

import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetProvider;

/** Provides the {@link Fa16 fa16} ruleset to {@link java.util.ServiceLoader}. */
public final class Fa16Provider implements RulesetProvider {
    /** Creates the provider; {@link java.util.ServiceLoader} calls this. */
    public Fa16Provider() {
    }

    @Override
    public Ruleset ruleset() {
        return Fa16.ruleset();
    }
}
