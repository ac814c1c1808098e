package dev.hog.rules.sp21;

import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetProvider;

/** Provides the {@link Sp21 sp21} ruleset to {@link java.util.ServiceLoader}. */
public final class Sp21Provider implements RulesetProvider {
    /** Creates the provider; {@link java.util.ServiceLoader} calls this. */
    public Sp21Provider() {
    }

    @Override
    public Ruleset ruleset() {
        return Sp21.ruleset();
    }
}
