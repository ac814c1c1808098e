package dev.hog.rules.fa17;

import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetProvider;

/** Provides the {@link Fa17 fa17} ruleset to {@link java.util.ServiceLoader}. */
public final class Fa17Provider implements RulesetProvider {
    /** Creates the provider; {@link java.util.ServiceLoader} calls this. */
    public Fa17Provider() {
    }

    @Override
    public Ruleset ruleset() {
        return Fa17.ruleset();
    }
}
