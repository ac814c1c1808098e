package dev.hog.rules.sp15;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.game.Strategy;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The course's bacon_strategy and prime_strategy, with its cases (tests q08 and q09). */
class Sp15StrategiesTest {
    @ParameterizedTest(name = "bacon_strategy({0}, {1}, margin={2}, num_rolls={3}) = {4}")
    @CsvSource({"0, 0, 8, 5, 5", "70, 50, 8, 5, 5", "50, 70, 8, 5, 0", "32, 4, 5, 4, 0", "20, 20, 5, 4, 4",
            "20, 18, 9, 4, 0"})
    void bacon(int score, int opponentScore, int margin, int rolls, int dice) {
        assertThat(strategy("bacon", margin, rolls).numRolls(score, opponentScore)).isEqualTo(dice);
    }

    @ParameterizedTest(name = "prime_strategy({0}, {1}, margin={2}, num_rolls={3}) = {4}")
    @CsvSource({"23, 60, 6, 5, 0", "23, 60, 7, 5, 0", "23, 60, 8, 5, 5", "28, 17, 8, 5, 0", "18, 27, 8, 5, 5",
            "18, 27, 8, 3, 3", "50, 80, 8, 5, 5", "12, 13, 8, 5, 0", "0, 1, 8, 5, 0", "0, 10, 8, 5, 5"})
    void prime(int score, int opponentScore, int margin, int rolls, int dice) {
        assertThat(strategy("prime", margin, rolls).numRolls(score, opponentScore)).isEqualTo(dice);
    }

    @ParameterizedTest(name = "{0} by default is margin 8, 5 dice")
    @CsvSource({"bacon", "prime"})
    void theCoursesDefaults(String name) {
        assertThat(Sp15.ruleset().strategyDefinition(name).orElseThrow().create().toString())
                .isEqualTo(name + ":margin=8,rolls=5");
    }

    private static Strategy strategy(String name, int margin, int rolls) {
        return Sp15.ruleset().strategyDefinition(name).orElseThrow()
                .create(Map.of("margin", margin, "rolls", rolls));
    }
}
