package dev.hog.rules.su15;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.StrategyDefinition;
import org.junit.jupiter.api.Test;

/** The su15 strategies. */
class Su15StrategiesTest {
    private final Ruleset su15 = Su15.ruleset();

    @Test
    void offersBaconAndSwapWithMarginEightAndFiveDiceAgainstAlwaysRollFive() {
        assertThat(su15.strategies()).extracting(StrategyDefinition::name).containsExactly("bacon", "swap");
        assertThat(su15.baseline()).hasToString("always:5");
        assertThat(su15.strategyDefinition("bacon").orElseThrow().create()).hasToString("bacon:margin=8,rolls=5");
    }

    @Test
    void aSwapBetweenEqualScoresCountsAsNone() {
        // Free Bacon against 11 is 2: 9 + 2 = 11 against 11 "swaps" to equal scores, so the margin decides.
        assertThat(new SwapStrategy(8, 5).numRolls(9, 11)).isEqualTo(5);
        assertThat(new SwapStrategy(2, 5).numRolls(9, 11)).isZero();
    }
}
