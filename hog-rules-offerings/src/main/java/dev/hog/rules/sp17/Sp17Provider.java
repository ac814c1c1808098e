package dev.hog.rules.sp17;

import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetProvider;

/** Provides the {@link Sp17 sp17} ruleset to {@link java.util.ServiceLoader}. */
public final class Sp17Provider implements RulesetProvider {
    /** Creates the provider; {@link java.util.ServiceLoader} calls this. */
    public Sp17Provider() {
    }

    @Override
    public Ruleset ruleset() {
        return Sp17.ruleset();
    }
}
