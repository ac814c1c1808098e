package dev.hog.rules.sp17;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.GameState;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Switching a rule off, as the course's GUI lets a player do. */
class Sp17OptionsTest {
    @ParameterizedTest(name = "hogtimus-prime={0}: {1}")
    @CsvSource({"true, 11", "false, 7"})
    void hogtimusPrimeCanBeSwitchedOff(boolean on, int score) {
        // 0 dice against 60: Free Bacon 7, a prime.
        GameDefinition rules = Sp17.ruleset().game(Map.of(Sp17.HOGTIMUS_PRIME, String.valueOf(on)));

        assertThat(rules.next(rules.start(0, 60), 0, 0).score0()).isEqualTo(score);
    }

    @ParameterizedTest(name = "swine-swap={0}: {1} to {2}")
    @CsvSource({"true, 40, 20", "false, 20, 40"})
    void swineSwapCanBeSwitchedOff(boolean on, int score0, int score1) {
        // 11 rolls a 9 to 20, half of 40.
        GameDefinition rules = Sp17.ruleset().game(Map.of(Sp17.SWINE_SWAP, String.valueOf(on)));

        GameState after = rules.next(rules.start(11, 40), 2, 9);
        assertThat(after.score0()).isEqualTo(score0);
        assertThat(after.score1()).isEqualTo(score1);
    }

    @ParameterizedTest(name = "hog-wild={0}: {1}-sided dice at 0 to 0")
    @CsvSource({"true, 4", "false, 6"})
    void hogWildCanBeSwitchedOff(boolean on, int sides) {
        GameDefinition rules = Sp17.ruleset().game(Map.of(Sp17.HOG_WILD, String.valueOf(on)));

        assertThat(rules.sides(rules.start(0, 0), 3)).isEqualTo(sides);
    }
}
