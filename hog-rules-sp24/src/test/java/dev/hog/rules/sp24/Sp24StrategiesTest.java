package dev.hog.rules.sp24;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.StrategyDefinition;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The sp24 strategies, with the course's sweeps over every opponent score. */
class Sp24StrategiesTest {
    private final Ruleset sp24 = Sp24.ruleset();

    @Test
    void offersBoarSusAndCatchUpAgainstAlwaysRollSix() {
        assertThat(sp24.strategies()).extracting(StrategyDefinition::name).containsExactly("boar", "sus", "catch-up");
        assertThat(sp24.baseline()).hasToString("always:6");
        assertThat(sp24.strategyDefinition("boar").orElseThrow().create()).hasToString("boar:threshold=11,rolls=6");
    }

    @Test
    void boarRollsNoDiceExactlyWhenBoarBrawlReachesTheThreshold() {
        var boar = sp24.strategyDefinition("boar").orElseThrow().create(Map.of("threshold", 10, "rolls", 3));
        for (int opponent = 0; opponent < 100; opponent++) {
            int expected = BoarBrawl.points(90, opponent) >= 10 ? 0 : 3;
            assertThat(boar.numRolls(90, opponent)).as("against %d", opponent).isEqualTo(expected);
        }
    }

    @Test
    void susRollsNoDiceExactlyWhenTheSusUpdateGainsTheThreshold() {
        var sus = sp24.strategyDefinition("sus").orElseThrow().create(Map.of("threshold", 10, "rolls", 3));
        var rules = sp24.defaultGame();
        for (int opponent = 0; opponent < 100; opponent++) {
            int gain = rules.next(rules.start(20, opponent), 0, 0).score0() - 20;
            assertThat(sus.numRolls(20, opponent)).as("against %d", opponent).isEqualTo(gain >= 10 ? 0 : 3);
        }
    }

    @Test
    void catchUpRollsSixWhenBehind() {
        var catchUp = sp24.strategyDefinition("catch-up").orElseThrow().create();

        assertThat(catchUp.numRolls(10, 20)).isEqualTo(6);
        assertThat(catchUp.numRolls(20, 20)).isEqualTo(5);
        assertThat(catchUp.numRolls(30, 20)).isEqualTo(5);
        assertThat(catchUp).hasToString("catch-up");
    }
}
