package dev.hog.rules.fa21;

import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetProvider;

/** Provides the {@link Fa21 fa21} ruleset to {@link java.util.ServiceLoader}. */
public final class Fa21Provider implements RulesetProvider {
    /** Creates the provider; {@link java.util.ServiceLoader} calls this. */
    public Fa21Provider() {
    }

    @Override
    public Ruleset ruleset() {
        return Fa21.ruleset();
    }
}
