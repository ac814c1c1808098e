package dev.hog.rules.sp17;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.game.Strategy;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The course's bacon_strategy and swap_strategy, with its cases (tests 09 and 10, the locked ones decoded). */
class Sp17StrategiesTest {
    @ParameterizedTest(name = "bacon_strategy({0}, {1}, margin={2}, num_rolls={3}) = {4}")
    @CsvSource({"0, 0, 8, 5, 5", "70, 50, 8, 5, 5", "50, 70, 8, 5, 0", "32, 4, 5, 4, 0", "20, 18, 9, 4, 0",
            "20, 20, 5, 4, 0", "20, 4, 3, 4, 0", "20, 23, 5, 0, 0", "20, 24, 7, 5, 0", "20, 25, 7, 5, 5",
            "20, 26, 11, 6, 0"})
    void bacon(int score, int opponentScore, int margin, int rolls, int dice) {
        // "Account for hogtimus prime rule": at 20 against 20, Free Bacon's 3 points become 5.
        assertThat(strategy("bacon", margin, rolls).numRolls(score, opponentScore)).isEqualTo(dice);
    }

    @ParameterizedTest(name = "swap_strategy({0}, {1}, {2}, {3}) = {4}")
    @CsvSource({"33, 60, 8, 6, 0", "30, 54, 8, 6, 6", "7, 23, 8, 6, 6", "7, 26, 8, 6, 0", "10, 38, 8, 6, 0",
            "9, 1, 8, 6, 6", "35, 28, 8, 6, 0", "37, 24, 8, 6, 6"})
    void swap(int score, int opponentScore, int margin, int rolls, int dice) {
        // At 10 against 38, Free Bacon's 9 points make 19, half of 38: a beneficial swap.
        assertThat(strategy("swap", margin, rolls).numRolls(score, opponentScore)).isEqualTo(dice);
    }

    @ParameterizedTest(name = "{0} by default is margin 8, 4 dice")
    @CsvSource({"bacon", "swap"})
    void theCoursesDefaults(String name) {
        assertThat(Sp17.ruleset().strategyDefinition(name).orElseThrow().create().toString())
                .isEqualTo(name + ":margin=8,rolls=4");
    }

    private static Strategy strategy(String name, int margin, int rolls) {
        return Sp17.ruleset().strategyDefinition(name).orElseThrow()
                .create(Map.of("margin", margin, "rolls", rolls));
    }
}
