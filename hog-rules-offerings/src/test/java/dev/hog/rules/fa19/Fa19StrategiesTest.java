package dev.hog.rules.fa19;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.game.Strategy;
import dev.hog.api.ruleset.Ruleset;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The course's {@code bacon_strategy} and {@code swap_strategy}, with the course's examples. */
class Fa19StrategiesTest {
    private static final Ruleset FA19 = Fa19.ruleset();

    @ParameterizedTest(name = "bacon({0}, {1}, margin={2}, num_rolls={3}) = {4}")
    @CsvSource({"0, 0, 8, 5, 0", "70, 65, 6, 5, 5", "50, 55, 5, 5, 0", "32, 67, 5, 4, 4", "32, 37, 5, 4, 0",
            "20, 94, 1, 4, 0", "20, 89, 3, 4, 4", "20, 78, 5, 0, 0", "20, 48, 7, 5, 5", "20, 88, 2, 5, 0",
            "20, 11, 10, 6, 6"})
    void bacon(int score, int opponentScore, int margin, int rolls, int expected) {
        assertThat(strategy("bacon", margin, rolls).numRolls(score, opponentScore)).isEqualTo(expected);
    }

    @ParameterizedTest(name = "swap({0}, {1}, {2}, {3}) = {4}")
    @CsvSource({"3, 21, 8, 6, 0", "30, 54, 7, 6, 6", "6, 22, 100, 6, 0", "48, 45, 1, 6, 6", "36, 43, 10, 6, 6",
            "36, 43, 1, 6, 0", "6, 68, 6, 6, 6", "51, 9, 1, 6, 0", "10, 9, 5, 6, 0", "10, 0, 3, 6, 6",
            "44, 67, 8, 6, 6", "27, 20, 10, 6, 0"})
    void swap(int score, int opponentScore, int margin, int rolls, int expected) {
        assertThat(strategy("swap", margin, rolls).numRolls(score, opponentScore)).isEqualTo(expected);
    }

    @Test
    void theCoursesBaseline() {
        assertThat(FA19.baseline().numRolls(50, 50)).isEqualTo(4);
    }

    private static Strategy strategy(String name, int margin, int rolls) {
        return FA19.strategyDefinition(name).orElseThrow().create(Map.of("margin", margin, "rolls", rolls));
    }
}
