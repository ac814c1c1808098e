package dev.hog.rules.su20;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.hog.api.HogException;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.game.Strategy;
import dev.hog.api.ruleset.StrategyDefinition;
import dev.hog.api.ruleset.StrategyParameter;
import dev.hog.course.CourseFunctions;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The su20 strategies, by name, as tools list and build them. */
class Su20StrategiesTest {
    private final Ruleset su20 = Su20.ruleset();

    @Test
    void baselineIsAlwaysRollSix() {
        assertThat(su20.baseline()).hasToString("always:6");
        assertThat(su20.baseline().numRolls(40, 50)).isEqualTo(6);
    }

    @Test
    void offersBaconAndSwapWithCutoffAndRolls() {
        assertThat(su20.strategies()).extracting(StrategyDefinition::name).containsExactly("bacon", "swap");
        for (StrategyDefinition definition : su20.strategies()) {
            assertThat(definition.parameters()).extracting(StrategyParameter::name, StrategyParameter::defaultValue)
                    .containsExactly(org.assertj.core.groups.Tuple.tuple("cutoff", 8),
                            org.assertj.core.groups.Tuple.tuple("rolls", 6));
        }
    }

    @Test
    void aStrategyIsNamedByItsCompleteSpec() {
        Strategy bacon = su20.strategyDefinition("bacon").orElseThrow().create("cutoff=9");

        assertThat(bacon).hasToString("bacon:cutoff=9,rolls=6");
        assertThat(su20.strategyDefinition("swap").orElseThrow().create()).hasToString("swap:cutoff=8,rolls=6");
    }

    @ParameterizedTest(name = "bacon with cutoff {2}, rolls {3} at ({0}, {1}) rolls {4}")
    @CsvSource({"0, 9, 8, 5, 5", "9, 0, 6, 5, 0", "50, 2, 9, 5, 5", "32, 0, 5, 4, 0", "20, 1, 1, 4, 0"})
    void baconTakesFreeBaconWorthTheCutoff(int score, int opponent, int cutoff, int rolls, int dice) {
        Strategy bacon = su20.strategyDefinition("bacon").orElseThrow().create(Map.of("cutoff", cutoff, "rolls", rolls));

        assertThat(bacon.numRolls(score, opponent)).isEqualTo(dice);
    }

    @ParameterizedTest(name = "swap at ({0}, {1}) with cutoff {2} rolls {3}")
    @CsvSource({
        "1, 19, 8, 6",     // Free Bacon 2, no swap: below the cutoff, roll
        "30, 54, 7, 0",    // Free Bacon 11, no swap: take it
        "13, 18, 10, 6",   // Free Bacon 3, no swap: below the cutoff
        "97, 97, 2, 0",    // Free Bacon 12: 109 against 97 does not swap
        "18, 54, 100, 0",  // Free Bacon 11: 29 against 54 swaps up, whatever the cutoff
        "14, 13, 1, 6",    // Free Bacon 8: 22 against 13 swaps down, whatever the cutoff
    })
    void swapTakesBeneficialSwapsAndAvoidsHarmfulOnes(int score, int opponent, int cutoff, int dice) {
        Strategy swap = su20.strategyDefinition("swap").orElseThrow().create(Map.of("cutoff", cutoff, "rolls", 6));

        assertThat(swap.numRolls(score, opponent)).isEqualTo(expectedSwap(score, opponent, cutoff));
        assertThat(swap.numRolls(score, opponent)).isEqualTo(dice);
    }

    /** The rule as RULES.md words it, independently of {@link SwapStrategy}. */
    private static int expectedSwap(int score, int opponent, int cutoff) {
        int bacon = 10 - opponent % 10 + opponent / 10 % 10;
        int after = score + bacon;
        boolean swaps = Math.abs(after % 10 - opponent % 10) == opponent / 10 % 10;
        if (swaps && opponent > after) {
            return 0;
        }
        return bacon >= cutoff && !(swaps && opponent < after) ? 0 : 6;
    }

    @Test
    void aSwapToAnEqualScoreIsNeutral() {
        // Free Bacon against 5 is 5: 0 + 5 = 5 against 5 swaps (|5 - 5| == 0 == tens(5)) to equal scores.
        assertThat(new SwapStrategy(5, 6).numRolls(0, 5)).isZero();
        assertThat(new SwapStrategy(6, 6).numRolls(0, 5)).isEqualTo(6);
    }

    @ParameterizedTest
    @ValueSource(strings = {"bacon", "swap"})
    void theDefaultsAlwaysChooseALegalNumberOfDice(String name) {
        CourseFunctions.checkStrategy(su20.strategyDefinition(name).orElseThrow().create(), 100, su20.maxDice());
    }

    @Test
    void anUnknownParameterIsAnErrorThatListsTheParameters() {
        StrategyDefinition bacon = su20.strategyDefinition("bacon").orElseThrow();

        assertThatThrownBy(() -> bacon.create("cutof=9")).isInstanceOf(HogException.class)
                .hasMessage("Strategy bacon has no parameter 'cutof'; its parameters are cutoff, rolls");
        assertThatThrownBy(() -> bacon.create("rolls=11")).isInstanceOf(HogException.class)
                .hasMessage("Strategy bacon: rolls must be from 0 to 10, not 11");
        assertThatThrownBy(() -> bacon.create("rolls=six")).isInstanceOf(HogException.class)
                .hasMessage("Strategy bacon: rolls must be a whole number, not 'six'");
        assertThatThrownBy(() -> bacon.create("rolls")).isInstanceOf(HogException.class)
                .hasMessage("Strategy bacon: expected name=value, not 'rolls'; for example bacon:cutoff=8,rolls=6");
    }
}
