package dev.hog.testkit.guide;

import dev.hog.api.Ruleset;
import dev.hog.api.RulesetProvider;

// guide: provider
public final class SevensProvider implements RulesetProvider {
    @Override
    public Ruleset ruleset() {
        return Sevens.RULESET;
    }
}
