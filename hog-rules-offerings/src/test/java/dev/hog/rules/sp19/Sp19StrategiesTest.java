package dev.hog.rules.sp19;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.game.Strategy;
import dev.hog.api.ruleset.Ruleset;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The course's {@code bacon_strategy} and {@code swap_strategy}, with the course's examples. */
class Sp19StrategiesTest {
    private static final Ruleset SP19 = Sp19.ruleset();

    @ParameterizedTest(name = "bacon({0}, {1}, margin={2}, num_rolls={3}) = {4}")
    @CsvSource({"0, 0, 8, 5, 5", "70, 65, 6, 5, 0", "50, 55, 5, 5, 0", "32, 37, 5, 4, 4", "20, 14, 1, 4, 0",
            "20, 41, 3, 4, 4", "20, 20, 5, 0, 0", "20, 24, 7, 5, 5", "20, 30, 2, 5, 5", "20, 77, 10, 6, 6"})
    void bacon(int score, int opponentScore, int margin, int rolls, int expected) {
        assertThat(strategy("bacon", margin, rolls).numRolls(score, opponentScore)).isEqualTo(expected);
    }

    @ParameterizedTest(name = "swap({0}, {1}, {2}, {3}) = {4}")
    @CsvSource({"9, 21, 8, 6, 0", "30, 54, 7, 6, 6", "37, 44, 8, 6, 0", "49, 40, 1, 6, 6", "39, 43, 10, 6, 6",
            "39, 43, 1, 6, 0", "6, 38, 6, 6, 6", "51, 4, 1, 6, 0", "10, 99, 5, 6, 0", "9, 21, 3, 6, 0",
            "44, 37, 8, 6, 6", "27, 99, 8, 6, 0"})
    void swap(int score, int opponentScore, int margin, int rolls, int expected) {
        assertThat(strategy("swap", margin, rolls).numRolls(score, opponentScore)).isEqualTo(expected);
    }

    @Test
    void theCoursesDefaultsAndBaseline() {
        assertThat(SP19.strategy("bacon").numRolls(0, 0)).isEqualTo(4);
        assertThat(SP19.strategy("bacon").numRolls(0, 99)).isZero();
        assertThat(SP19.baseline().numRolls(50, 50)).isEqualTo(4);
    }

    private static Strategy strategy(String name, int margin, int rolls) {
        return SP19.strategyDefinition(name).orElseThrow().create(Map.of("margin", margin, "rolls", rolls));
    }
}
