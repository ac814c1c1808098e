package dev.hog.rules.sp18;

import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetProvider;

/** Provides the {@link Sp18 sp18} ruleset to {@link java.util.ServiceLoader}. */
public final class Sp18Provider implements RulesetProvider {
    /** Creates the provider; {@link java.util.ServiceLoader} calls this. */
    public Sp18Provider() {
    }

    @Override
    public Ruleset ruleset() {
        return Sp18.ruleset();
    }
}
