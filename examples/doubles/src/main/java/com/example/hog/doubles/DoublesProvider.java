package com.example.hog.doubles;

import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetProvider;

/** Provides the {@link DoublesRuleset doubles} ruleset to {@link java.util.ServiceLoader}. */
public final class DoublesProvider implements RulesetProvider {
    /** Creates the provider; {@link java.util.ServiceLoader} calls this. */
    public DoublesProvider() {
    }

    @Override
    public Ruleset ruleset() {
        return DoublesRuleset.ruleset();
    }
}
