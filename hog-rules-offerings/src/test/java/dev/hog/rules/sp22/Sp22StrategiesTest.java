package dev.hog.rules.sp22;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.game.Strategy;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.StrategyDefinition;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** sp22's named strategies, the course's hefty_hogs_strategy and hog_pile_strategy, against always:6. */
class Sp22StrategiesTest {
    private final Ruleset sp22 = Sp22.ruleset();

    @Test
    void offersTheCoursesStrategiesWithItsDefaults() {
        assertThat(sp22.strategies()).extracting(StrategyDefinition::name).containsExactly("hefty-hogs", "hog-pile");
        assertThat(sp22.baseline()).hasToString("always:6");
        assertThat(sp22.strategyDefinition("hog-pile").orElseThrow().create())
                .hasToString("hog-pile:threshold=8,rolls=6");
    }

    @Test
    void hogPileStrategyRollsNoDiceForHogPilePointsOnly() {
        // 5 against 123: Hefty Hogs 9, 14 against 123 has no Hog Pile.
        assertThat(strategy("hog-pile", 10, 4).numRolls(5, 123)).isEqualTo(4);
        assertThat(strategy("hog-pile", 9, 4).numRolls(5, 123)).isZero();
        // 34 against 40: Hefty Hogs scores 0 and 34 against 40 has no Hog Pile.
        assertThat(strategy("hog-pile", 1, 4).numRolls(34, 40)).isEqualTo(4);
        // 3 against 2: Hefty Hogs f2(3) = 9, and 12 against 2 gains Hog Pile's 2, whatever the threshold.
        assertThat(HeftyHogs.points(3, 2)).isEqualTo(9);
        assertThat(strategy("hog-pile", 100, 4).numRolls(3, 2)).isZero();
    }

    @Test
    void heftyHogsStrategyTakesTheThreshold() {
        assertThat(strategy("hefty-hogs", 9, 4).numRolls(5, 123)).isZero();
        assertThat(strategy("hefty-hogs", 10, 4).numRolls(5, 123)).isEqualTo(4);
    }

    private Strategy strategy(String name, int threshold, int rolls) {
        return sp22.strategyDefinition(name).orElseThrow().create(Map.of("threshold", threshold, "rolls", rolls));
    }
}
