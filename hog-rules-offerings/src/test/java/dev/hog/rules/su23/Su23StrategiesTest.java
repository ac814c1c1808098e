package dev.hog.rules.su23;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Strategy;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.StrategyDefinition;
import dev.hog.rules.sp24.BoarBrawl;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** su23's named strategies, the course's boar_strategy, fuzzy_strategy and catch_up, against always:6. */
class Su23StrategiesTest {
    private final Ruleset su23 = Su23.ruleset();

    @Test
    void offersTheCoursesStrategiesWithItsDefaults() {
        assertThat(su23.strategies()).extracting(StrategyDefinition::name).containsExactly("boar", "fuzzy", "catch-up");
        assertThat(su23.baseline()).hasToString("always:6");
        assertThat(su23.strategyDefinition("boar").orElseThrow().create()).hasToString("boar:threshold=12,rolls=6");
        assertThat(su23.strategyDefinition("fuzzy").orElseThrow().create()).hasToString("fuzzy:threshold=12,rolls=6");
    }

    @Test
    void boarRollsNoDiceExactlyWhenBoarBrawlReachesTheThreshold() {
        Strategy boar = strategy("boar", 10, 3);
        for (int opponent = 0; opponent < 100; opponent++) {
            int expected = BoarBrawl.points(90, opponent) >= 10 ? 0 : 3;
            assertThat(boar.numRolls(90, opponent)).as("against %d", opponent).isEqualTo(expected);
        }
    }

    @Test
    void fuzzyRollsNoDiceExactlyWhenTheFuzzyUpdateGainsTheThreshold() {
        Strategy fuzzy = strategy("fuzzy", 10, 3);
        GameDefinition rules = su23.defaultGame();
        for (int opponent = 0; opponent < 100; opponent++) {
            int gain = rules.next(rules.start(20, opponent), 0, 0).score0() - 20;
            assertThat(fuzzy.numRolls(20, opponent)).as("against %d", opponent).isEqualTo(gain >= 10 ? 0 : 3);
        }
    }

    private Strategy strategy(String name, int threshold, int rolls) {
        return su23.strategyDefinition(name).orElseThrow().create(Map.of("threshold", threshold, "rolls", rolls));
    }
}
