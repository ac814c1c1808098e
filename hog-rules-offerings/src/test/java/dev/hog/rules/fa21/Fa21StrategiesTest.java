package dev.hog.rules.fa21;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.game.Strategy;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.StrategyDefinition;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** fa21's named strategies, the course's picky_piggy_strategy and hog_pile_strategy, against always:6. */
class Fa21StrategiesTest {
    private final Ruleset fa21 = Fa21.ruleset();

    @Test
    void offersTheCoursesStrategiesWithItsDefaults() {
        assertThat(fa21.strategies()).extracting(StrategyDefinition::name).containsExactly("picky-piggy", "hog-pile");
        assertThat(fa21.baseline()).hasToString("always:6");
        assertThat(fa21.strategyDefinition("hog-pile").orElseThrow().create())
                .hasToString("hog-pile:cutoff=8,rolls=6");
    }

    @Test
    void hogPileStrategyRollsNoDiceForATie() {
        // 17 against 24: Picky Piggy 7 ties the scores, which Hog Pile doubles, whatever the cutoff.
        assertThat(strategy("hog-pile", 100, 4).numRolls(17, 24)).isZero();
        // 16 against 24: 7 points and no tie.
        assertThat(strategy("hog-pile", 8, 4).numRolls(16, 24)).isEqualTo(4);
        assertThat(strategy("hog-pile", 7, 4).numRolls(16, 24)).isZero();
    }

    @Test
    void pickyPiggyStrategyTakesTheCutoff() {
        assertThat(strategy("picky-piggy", 8, 5).numRolls(0, 4)).isZero();
        assertThat(strategy("picky-piggy", 8, 5).numRolls(0, 5)).isEqualTo(5);
    }

    private Strategy strategy(String name, int cutoff, int rolls) {
        return fa21.strategyDefinition(name).orElseThrow().create(Map.of("cutoff", cutoff, "rolls", rolls));
    }
}
