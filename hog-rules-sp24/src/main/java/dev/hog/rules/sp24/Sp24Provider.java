package dev.hog.rules.sp24;

import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetProvider;

/** Provides the {@link Sp24 sp24} ruleset to {@link java.util.ServiceLoader}. */
public final class Sp24Provider implements RulesetProvider {
    /** Creates the provider; {@link java.util.ServiceLoader} calls this. */
    public Sp24Provider() {
    }

    @Override
    public Ruleset ruleset() {
        return Sp24.ruleset();
    }
}
