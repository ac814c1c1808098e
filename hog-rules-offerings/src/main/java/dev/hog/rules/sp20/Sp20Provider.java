package dev.hog.rules.sp20;

import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetProvider;

/** Provides the {@link Sp20 sp20} ruleset to {@link java.util.ServiceLoader}. */
public final class Sp20Provider implements RulesetProvider {
    /** Creates the provider; {@link java.util.ServiceLoader} calls this. */
    public Sp20Provider() {
    }

    @Override
    public Ruleset ruleset() {
        return Sp20.ruleset();
    }
}
