package dev.hog.rules.sp20;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.game.Strategy;
import dev.hog.api.ruleset.Ruleset;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The course's {@code bacon_strategy} and {@code swap_strategy}, with some of the course's examples. */
class Sp20StrategiesTest {
    private static final Ruleset SP20 = Sp20.ruleset();

    @ParameterizedTest(name = "bacon({0}, {1}, {2}, {3}) = {4}")
    @CsvSource({"44, 47, 0, 4, 0", "37, 12, 8, 10, 0", "40, 15, 13, 9, 9", "24, 3, 8, 1, 1", "46, 55, 5, 2, 2",
            "99, 78, 15, 7, 7", "10, 73, 3, 5, 0", "67, 84, 17, 10, 10", "99, 90, 15, 10, 0", "37, 37, 13, 5, 5"})
    void bacon(int score, int opponentScore, int margin, int rolls, int expected) {
        assertThat(strategy("bacon", margin, rolls).numRolls(score, opponentScore)).isEqualTo(expected);
    }

    @ParameterizedTest(name = "swap({0}, {1}, {2}, {3}) = {4}")
    @CsvSource({"9, 83, 18, 5, 5", "25, 50, 5, 3, 0", "15, 72, 11, 3, 3", "24, 3, 8, 1, 1", "46, 55, 5, 2, 2",
            "7, 76, 15, 2, 0", "62, 25, 1, 10, 0", "6, 19, 12, 6, 0", "14, 93, 9, 4, 0", "92, 54, 1, 7, 0",
            "9, 15, 18, 1, 0", "82, 24, 13, 1, 1", "27, 6, 17, 3, 3", "26, 66, 14, 7, 7"})
    void swap(int score, int opponentScore, int margin, int rolls, int expected) {
        assertThat(strategy("swap", margin, rolls).numRolls(score, opponentScore)).isEqualTo(expected);
    }

    @Test
    void theCoursesDefaultsAndBaseline() {
        assertThat(SP20.strategy("bacon").numRolls(0, 44)).isEqualTo(6);
        assertThat(SP20.strategy("bacon").numRolls(0, 90)).isZero();
        assertThat(SP20.baseline().numRolls(50, 50)).isEqualTo(6);
    }

    private static Strategy strategy(String name, int margin, int rolls) {
        return SP20.strategyDefinition(name).orElseThrow().create(Map.of("margin", margin, "rolls", rolls));
    }
}
