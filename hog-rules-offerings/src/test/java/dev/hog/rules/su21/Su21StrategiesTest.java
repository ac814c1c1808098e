package dev.hog.rules.su21;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.game.Strategy;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.StrategyDefinition;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** su21's named strategies, the course's piggypoints_strategy and more_boar_strategy, against always:6. */
class Su21StrategiesTest {
    private final Ruleset su21 = Su21.ruleset();

    @Test
    void offersTheCoursesStrategiesWithItsDefaults() {
        assertThat(su21.strategies()).extracting(StrategyDefinition::name).containsExactly("piggypoints", "more-boar");
        assertThat(su21.baseline()).hasToString("always:6");
        assertThat(su21.strategyDefinition("more-boar").orElseThrow().create())
                .hasToString("more-boar:cutoff=8,rolls=6");
    }

    @Test
    void moreBoarStrategyTakesTheExtraTurnOrTheCutoff() {
        // tests/11.py: (9, 25) cutoff 8: Piggy Points 7, but 16 against 25 earns an extra turn (6 > 5, 1 < 2).
        assertThat(strategy("more-boar", 8, 6).numRolls(9, 25)).isZero();
        assertThat(strategy("more-boar", 7, 6).numRolls(30, 54)).isEqualTo(6);
        assertThat(strategy("more-boar", 100, 6).numRolls(20, 36)).isZero();
        assertThat(strategy("more-boar", 8, 6).numRolls(24, 5)).isZero();
    }

    @Test
    void piggyPointsStrategyTakesTheCutoff() {
        // tests/10.py.
        assertThat(strategy("piggypoints", 7, 5).numRolls(0, 4)).isZero();
        assertThat(strategy("piggypoints", 6, 5).numRolls(9, 0)).isEqualTo(5);
        assertThat(strategy("piggypoints", 8, 4).numRolls(32, 0)).isEqualTo(4);
        assertThat(strategy("piggypoints", 8, 10).numRolls(37, 12)).isEqualTo(10);
    }

    private Strategy strategy(String name, int cutoff, int rolls) {
        return su21.strategyDefinition(name).orElseThrow().create(Map.of("cutoff", cutoff, "rolls", rolls));
    }
}
