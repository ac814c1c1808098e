package dev.hog.runner;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.ruleset.Ruleset;
import dev.hog.testkit.RulesetContract;
import org.junit.jupiter.api.Test;

/** The ruleset contract over every ruleset the command bundles, discovered together in one registry. */
class AllRulesetsContractTest extends RulesetContract {
    AllRulesetsContractTest() {
        super("su20", "sp24", "sp21", "su18", "su15");
    }

    @Test
    void allFiveBuiltInRulesetsAreDiscovered() {
        assertThat(rulesets()).extracting(Ruleset::id).containsExactlyInAnyOrder("su20", "sp24", "sp21", "su18",
                "su15");
    }
}
