package dev.hog.rules.fa18;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.game.Strategy;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The course's bacon_strategy and swap_strategy, with its cases (tests 10 and 11, the locked ones decoded). */
class Fa18StrategiesTest {
    @ParameterizedTest(name = "bacon_strategy({0}, {1}, margin={2}, num_rolls={3}) = {4}")
    @CsvSource({"0, 0, 8, 5, 5", "70, 64, 6, 5, 0", "50, 55, 5, 5, 0", "32, 47, 5, 4, 4", "20, 14, 1, 4, 0",
            "20, 41, 3, 4, 0", "20, 20, 5, 0, 0", "20, 24, 7, 5, 5", "20, 25, 2, 5, 5", "20, 77, 10, 6, 6"})
    void bacon(int score, int opponentScore, int margin, int rolls, int dice) {
        assertThat(strategy("bacon", margin, rolls).numRolls(score, opponentScore)).isEqualTo(dice);
    }

    @ParameterizedTest(name = "swap_strategy({0}, {1}, {2}, {3}) = {4}")
    @CsvSource({"9, 21, 8, 6, 0", "30, 54, 7, 6, 6", "7, 44, 8, 6, 0", "51, 40, 1, 6, 6", "6, 38, 6, 6, 6",
            "51, 4, 1, 6, 0", "10, 91, 5, 6, 0", "12, 21, 3, 6, 0", "44, 37, 8, 6, 6", "27, 99, 8, 6, 0"})
    void swap(int score, int opponentScore, int margin, int rolls, int dice) {
        // At 51 against 40, Free Bacon's 8 points make 59, and |5 - 9| = |4 - 0|: a harmful swap, so roll.
        assertThat(strategy("swap", margin, rolls).numRolls(score, opponentScore)).isEqualTo(dice);
    }

    @ParameterizedTest(name = "{0} by default is margin 8, 4 dice")
    @CsvSource({"bacon", "swap"})
    void theCoursesDefaults(String name) {
        assertThat(Fa18.ruleset().strategyDefinition(name).orElseThrow().create().toString())
                .isEqualTo(name + ":margin=8,rolls=4");
    }

    private static Strategy strategy(String name, int margin, int rolls) {
        return Fa18.ruleset().strategyDefinition(name).orElseThrow()
                .create(Map.of("margin", margin, "rolls", rolls));
    }
}
