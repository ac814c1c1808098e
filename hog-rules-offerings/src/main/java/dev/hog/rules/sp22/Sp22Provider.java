package dev.hog.rules.sp22;

import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetProvider;

/** Provides the {@link Sp22 sp22} ruleset to {@link java.util.ServiceLoader}. */
public final class Sp22Provider implements RulesetProvider {
    /** Creates the provider; {@link java.util.ServiceLoader} calls this. */
    public Sp22Provider() {
    }

    @Override
    public Ruleset ruleset() {
        return Sp22.ruleset();
    }
}
