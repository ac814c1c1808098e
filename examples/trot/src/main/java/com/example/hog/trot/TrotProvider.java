package com.example.hog.trot;

import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetProvider;

/** Provides the {@link Trot trot} ruleset to {@link java.util.ServiceLoader}. */
public final class TrotProvider implements RulesetProvider {
    /** Creates the provider; {@link java.util.ServiceLoader} calls this. */
    public TrotProvider() {
    }

    @Override
    public Ruleset ruleset() {
        return Trot.ruleset();
    }
}
