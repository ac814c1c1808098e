package dev.hog.runner;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.game.GameDefinition;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every ruleset the command bundles, discovered together in one registry, as the command discovers them: all five
 * found, their ids apart, and each one's default game made in that company. The ruleset contract itself (legal
 * choices, games, transitions, the solver against brute force and simulation) runs once per ruleset, in its own
 * module's contract test ({@code Su20ContractTest} and the others), over every combination of its options: it reads
 * a ruleset alone, so running it again here would check the same code again.
 */
class AllRulesetsContractTest {
    private static final List<String> BUILT_IN = List.of("su20", "sp24", "sp21", "su18", "su15");

    @Test
    void allFiveBuiltInRulesetsAreDiscoveredTogetherWithDistinctIds() {
        Plugins plugins = Plugins.load(null);

        assertThat(plugins.registry().ids()).containsAll(BUILT_IN).doesNotHaveDuplicates();
        assertThat(plugins.problems()).isEmpty();
        assertThat(BUILT_IN).allSatisfy(id -> assertThat(plugins.registry().get(id).id()).isEqualTo(id));
    }

    @Test
    void eachDefaultGameIsMadeFromTheSharedRegistry() {
        Plugins plugins = Plugins.load(null);

        for (String id : BUILT_IN) {
            GameDefinition game = plugins.registry().get(id).defaultGame();
            assertThat(game.goal()).as(id).isEqualTo(100);
            assertThat(game.toString()).as(id).startsWith(id);
        }
    }
}
