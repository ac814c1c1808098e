package dev.hog.rules.fa16;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.GameState;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Switching a rule off: each option's turn, played with the rule on and off. */
class Fa16OptionsTest {
    @ParameterizedTest(name = "{0}={1}: ({2}, {3}) with {4} dice scoring {5} ends ({6}, {7})")
    @CsvSource({
        // 0 dice against 60: Free Bacon 7, a prime, becomes 11.
        "hogtimus-prime, true, 0, 60, 0, 0, 11, 60",
        "hogtimus-prime, false, 0, 60, 0, 0, 7, 60",
        // 4 dice scoring 19: boosted to 23, then capped at 25 - 4 = 21; without Hogtimus Prime it stays 19.
        "hogtimus-prime, true, 0, 1, 4, 19, 21, 1",
        "hogtimus-prime, false, 0, 1, 4, 19, 19, 1",
        // When Pigs Fly stays: 8 dice scoring 32 end on 17 either way.
        "hogtimus-prime, true, 5, 1, 8, 32, 22, 1",
        "hogtimus-prime, false, 5, 1, 8, 32, 22, 1",
        // 3 dice scoring 3: 5 with Hogtimus Prime.
        "hogtimus-prime, true, 10, 1, 3, 3, 15, 1",
        "hogtimus-prime, false, 10, 1, 3, 3, 13, 1",
        // 11 rolls a 9 to 20, half of 40.
        "swine-swap, true, 11, 40, 2, 9, 40, 20",
        "swine-swap, false, 11, 40, 2, 9, 20, 40"})
    void eachRuleAfterTheRollCanBeSwitchedOff(String option, boolean on, int score, int opponentScore, int dice,
            int rollScore, int score0, int score1) {
        GameDefinition rules = Fa16.ruleset().game(Map.of(option, String.valueOf(on)));

        GameState after = rules.next(rules.start(score, opponentScore), dice, rollScore);

        assertThat(after.score0()).isEqualTo(score0);
        assertThat(after.score1()).isEqualTo(score1);
    }

    @ParameterizedTest(name = "pork-chop={0}: -1 is a choice {0}")
    @CsvSource({"true", "false"})
    void porkChopCanBeSwitchedOff(boolean on) {
        GameDefinition rules = Fa16.ruleset().game(Map.of(Fa16.PORK_CHOP, String.valueOf(on)));

        assertThat(rules.choices().contains(-1)).isEqualTo(on);
        assertThat(rules.legalDice(rules.start(20, 30)).contains(-1)).isEqualTo(on);
        assertThat(rules.choices()).containsSubsequence(0, 10);
    }

    @ParameterizedTest(name = "hog-wild={0}: a die at 0 to 0 shows 2 with chance {1}")
    @CsvSource({"true, 0.25", "false, 0.16666666666666666"})
    void hogWildCanBeSwitchedOff(boolean on, double chance) {
        // Re-rolling the odd faces: a 2 comes first (1/6) or second (1/2 * 1/6).
        GameDefinition rules = Fa16.ruleset().game(Map.of(Fa16.HOG_WILD, String.valueOf(on)));

        assertThat(rules.rollDistribution(rules.start(0, 0), 1).chanceOf(2)).isCloseTo(chance, within(1e-12));
    }
}
