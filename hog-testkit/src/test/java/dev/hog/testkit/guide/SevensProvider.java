package dev.hog.testkit.guide;

import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetProvider;

// guide: provider
public final class SevensProvider implements RulesetProvider {
    @Override
    public Ruleset ruleset() {
        return Sevens.RULESET;
    }
}
