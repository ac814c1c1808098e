package dev.hog.rules.fa22;

import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetProvider;

/** Provides the {@link Fa22 fa22} ruleset to {@link java.util.ServiceLoader}. */
public final class Fa22Provider implements RulesetProvider {
    /** Creates the provider; {@link java.util.ServiceLoader} calls this. */
    public Fa22Provider() {
    }

    @Override
    public Ruleset ruleset() {
        return Fa22.ruleset();
    }
}
