package dev.hog.rules.fa20;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.game.Strategy;
import dev.hog.api.ruleset.Ruleset;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The course's {@code bacon_strategy} and {@code extra_turn_strategy}, with some of the course's examples. */
class Fa20StrategiesTest {
    private static final Ruleset FA20 = Fa20.ruleset();

    @ParameterizedTest(name = "bacon({0}, {1}, cutoff={2}, num_rolls={3}) = {4}")
    @CsvSource({"0, 9, 8, 5, 5", "9, 0, 6, 5, 0", "50, 2, 7, 5, 0", "32, 0, 8, 4, 4", "20, 1, 1, 4, 0",
            "46, 55, 5, 2, 0", "99, 90, 15, 10, 10", "53, 62, 6, 1, 0", "85, 34, 8, 1, 0"})
    void bacon(int score, int opponentScore, int cutoff, int rolls, int expected) {
        assertThat(strategy("bacon", cutoff, rolls).numRolls(score, opponentScore)).isEqualTo(expected);
    }

    @ParameterizedTest(name = "extra_turn({0}, {1}, cutoff={2}, num_rolls={3}) = {4}")
    @CsvSource({"10, 19, 8, 6, 0", "30, 54, 7, 6, 6", "17, 36, 100, 6, 0", "24, 5, 1, 6, 0", "47, 64, 3, 4, 0",
            "66, 78, 14, 1, 0", "75, 7, 2, 2, 0", "24, 3, 8, 1, 1", "46, 55, 5, 2, 0", "73, 99, 10, 1, 0",
            "31, 20, 13, 6, 0", "32, 45, 12, 5, 0"})
    void extraTurn(int score, int opponentScore, int cutoff, int rolls, int expected) {
        assertThat(strategy("extra-turn", cutoff, rolls).numRolls(score, opponentScore)).isEqualTo(expected);
    }

    @Test
    void theCoursesDefaultsBaselineAndWords() {
        assertThat(FA20.strategy("bacon").numRolls(0, 0)).isEqualTo(6);
        assertThat(FA20.strategy("bacon").numRolls(0, 4)).isZero();
        assertThat(FA20.baseline().numRolls(50, 50)).isEqualTo(6);
        assertThat(FA20.gainAnnouncement().announce(1, 15)).isEqualTo("15 point(s)! The most yet for Player 1");
        assertThat(FA20.gainAnnouncement().announce("Alice", 1)).isEqualTo("1 point! The most yet for Alice");
    }

    private static Strategy strategy(String name, int cutoff, int rolls) {
        return FA20.strategyDefinition(name).orElseThrow().create(Map.of("cutoff", cutoff, "rolls", rolls));
    }
}
