package dev.hog.rules.fa19;

import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetProvider;

/** Provides the {@link Fa19 fa19} ruleset to {@link java.util.ServiceLoader}. */
public final class Fa19Provider implements RulesetProvider {
    /** Creates the provider; {@link java.util.ServiceLoader} calls this. */
    public Fa19Provider() {
    }

    @Override
    public Ruleset ruleset() {
        return Fa19.ruleset();
    }
}
