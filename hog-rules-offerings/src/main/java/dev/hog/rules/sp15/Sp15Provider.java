package dev.hog.rules.sp15;

import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetProvider;

/** Provides the {@link Sp15 sp15} ruleset to {@link java.util.ServiceLoader}. */
public final class Sp15Provider implements RulesetProvider {
    /** Creates the provider; {@link java.util.ServiceLoader} calls this. */
    public Sp15Provider() {
    }

    @Override
    public Ruleset ruleset() {
        return Sp15.ruleset();
    }
}
