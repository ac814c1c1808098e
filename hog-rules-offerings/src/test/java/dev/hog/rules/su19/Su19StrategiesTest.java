package dev.hog.rules.su19;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.game.Strategy;
import dev.hog.api.ruleset.Ruleset;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The course's {@code bacon_strategy} and {@code swap_strategy}, with the course's examples. */
class Su19StrategiesTest {
    private static final Ruleset SU19 = Su19.ruleset();

    @ParameterizedTest(name = "bacon({0}, {1}, margin={2}, num_rolls={3}) = {4}")
    @CsvSource({"0, 0, 8, 5, 0", "70, 65, 6, 5, 5", "50, 55, 5, 5, 0", "32, 67, 5, 4, 4", "32, 37, 5, 4, 0",
            "20, 94, 1, 4, 0", "20, 89, 3, 4, 4", "20, 78, 5, 0, 0", "20, 48, 7, 5, 5", "20, 88, 2, 5, 0",
            "20, 11, 10, 6, 6"})
    void bacon(int score, int opponentScore, int margin, int rolls, int expected) {
        assertThat(strategy("bacon", margin, rolls).numRolls(score, opponentScore)).isEqualTo(expected);
    }

    @ParameterizedTest(name = "swap({0}, {1}, {2}, {3}) = {4}")
    @CsvSource({"9, 21, 8, 6, 0", "30, 54, 7, 6, 6", "37, 44, 8, 6, 0", "49, 45, 1, 6, 6", "36, 43, 10, 6, 6",
            "36, 43, 1, 6, 0", "6, 68, 6, 6, 6", "51, 9, 1, 6, 0", "10, 9, 5, 6, 0", "10, 0, 3, 6, 0",
            "44, 67, 8, 6, 6", "27, 20, 10, 6, 0"})
    void swap(int score, int opponentScore, int margin, int rolls, int expected) {
        assertThat(strategy("swap", margin, rolls).numRolls(score, opponentScore)).isEqualTo(expected);
    }

    @Test
    void theCoursesDefaultsAndBaseline() {
        assertThat(SU19.strategy("bacon").numRolls(0, 22)).isEqualTo(0);
        assertThat(SU19.strategy("bacon").numRolls(0, 33)).isEqualTo(4);
        assertThat(SU19.baseline().numRolls(50, 50)).isEqualTo(4);
    }

    private static Strategy strategy(String name, int margin, int rolls) {
        return SU19.strategyDefinition(name).orElseThrow().create(Map.of("margin", margin, "rolls", rolls));
    }
}
