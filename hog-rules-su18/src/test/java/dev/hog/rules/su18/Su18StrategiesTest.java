package dev.hog.rules.su18;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.StrategyDefinition;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The su18 strategies, derived from the handout's text. */
class Su18StrategiesTest {
    private final Ruleset su18 = Su18.ruleset();

    @Test
    void offersBaconAndSwapWithMarginEightAndFourDiceAgainstAlwaysRollFour() {
        assertThat(su18.strategies()).extracting(StrategyDefinition::name).containsExactly("bacon", "swap");
        assertThat(su18.baseline()).hasToString("always:4");
        assertThat(su18.strategyDefinition("swap").orElseThrow().create()).hasToString("swap:margin=8,rolls=4");
    }

    @ParameterizedTest(name = "bacon at ({0}, {1}) with margin {2}: {3} dice")
    @CsvSource({
        "0, 46, 5, 0",   // Free Bacon 5 reaches the margin
        "0, 46, 6, 4",   // but not 6
        "50, 99, 2, 0",  // 81: 2 points
        "50, 10, 2, 4",  // 0: 1 point
    })
    void baconTakesFreeBaconWorthTheMargin(int score, int opponent, int margin, int dice) {
        assertThat(su18.strategyDefinition("bacon").orElseThrow().create(Map.of("margin", margin)).numRolls(score, opponent))
                .isEqualTo(dice);
    }

    @ParameterizedTest(name = "swap at ({0}, {1}) with margin {2}: {3} dice")
    @CsvSource({
        "1, 20, 8, 0",   // Free Bacon 1: 2 against 20 swaps up to 20, beneficial
        "14, 10, 8, 4",  // Free Bacon 1: 15 against 10 swaps down to 10, and 1 is below the margin
        "14, 10, 1, 0",  // the same harmful swap, but 1 point reaches a margin of 1
        "30, 28, 7, 0",  // Free Bacon 7: 37 against 28 does not swap, 7 reaches the margin
        "30, 28, 8, 4",  // no swap, below the margin
    })
    void swapTakesBeneficialSwapsAndFreeBaconWorthTheMarginEvenIfItSwapsDown(int score, int opponent, int margin,
            int dice) {
        assertThat(su18.strategyDefinition("swap").orElseThrow().create(Map.of("margin", margin)).numRolls(score, opponent))
                .isEqualTo(dice);
    }
}
