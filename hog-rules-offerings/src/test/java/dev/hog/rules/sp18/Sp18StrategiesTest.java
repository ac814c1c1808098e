package dev.hog.rules.sp18;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.game.Strategy;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The course's bacon_strategy and swap_strategy, with its cases (tests 10 and 11). */
class Sp18StrategiesTest {
    @ParameterizedTest(name = "bacon_strategy({0}, {1}, margin={2}, num_rolls={3}) = {4}")
    @CsvSource({"0, 0, 8, 5, 5", "70, 50, 8, 5, 5", "50, 70, 8, 5, 0", "32, 4, 5, 4, 0", "20, 18, 9, 4, 0",
            "20, 4, 3, 4, 0", "20, 23, 5, 0, 0", "20, 24, 7, 5, 5", "20, 25, 7, 5, 5", "20, 26, 11, 6, 6"})
    void bacon(int score, int opponentScore, int margin, int rolls, int dice) {
        assertThat(strategy("bacon", margin, rolls).numRolls(score, opponentScore)).isEqualTo(dice);
    }

    @ParameterizedTest(name = "swap_strategy({0}, {1}, {2}, {3}) = {4}")
    @CsvSource({"12, 60, 8, 6, 0", "30, 54, 8, 6, 6", "7, 24, 8, 6, 6", "7, 28, 8, 6, 0", "10, 28, 8, 6, 0",
            "9, 1, 8, 6, 6", "44, 24, 8, 6, 6", "37, 24, 8, 6, 6"})
    void swap(int score, int opponentScore, int margin, int rolls, int dice) {
        assertThat(strategy("swap", margin, rolls).numRolls(score, opponentScore)).isEqualTo(dice);
    }

    @Test
    void aHarmfulSwapIsNotAvoidedAsTheDocstringDoesNotAskTo() {
        // 16 against 9: Free Bacon 2 + 9 = 11 makes 27, three times 9, so the mover would drop to 9; sp18's docstring
        // still rolls no dice for 11 points (fa17's and fa18's roll dice to avoid the swap).
        assertThat(strategy("swap", 8, 4).numRolls(16, 9)).isZero();
    }

    @ParameterizedTest(name = "{0} by default is margin 8, 4 dice")
    @CsvSource({"bacon", "swap"})
    void theCoursesDefaults(String name) {
        assertThat(Sp18.ruleset().strategyDefinition(name).orElseThrow().create().toString())
                .isEqualTo(name + ":margin=8,rolls=4");
    }

    private static Strategy strategy(String name, int margin, int rolls) {
        return Sp18.ruleset().strategyDefinition(name).orElseThrow()
                .create(Map.of("margin", margin, "rolls", rolls));
    }
}
