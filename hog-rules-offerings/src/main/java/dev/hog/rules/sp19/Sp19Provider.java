package dev.hog.rules.sp19;

import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetProvider;

/** Provides the {@link Sp19 sp19} ruleset to {@link java.util.ServiceLoader}. */
public final class Sp19Provider implements RulesetProvider {
    /** Creates the provider; {@link java.util.ServiceLoader} calls this. */
    public Sp19Provider() {
    }

    @Override
    public Ruleset ruleset() {
        return Sp19.ruleset();
    }
}
