package dev.hog.rules.sp15;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.game.GameDefinition;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Switching a rule off, as the course's GUI lets a player do. */
class Sp15OptionsTest {
    @ParameterizedTest(name = "hogtimus-prime={0}: {1}")
    @CsvSource({"true, 44", "false, 36"})
    void hogtimusPrimeCanBeSwitchedOff(boolean on, int score) {
        // 0 dice at 28 against 17: Free Bacon 8, and 36 + 17 = 53 is prime.
        GameDefinition rules = Sp15.ruleset().game(Map.of(Sp15.HOGTIMUS_PRIME, String.valueOf(on)));

        assertThat(rules.next(rules.start(28, 17), 0, 0).score0()).isEqualTo(score);
    }

    @ParameterizedTest(name = "hog-wild={0}: {1}-sided dice at 0 to 0")
    @CsvSource({"true, 4", "false, 6"})
    void hogWildCanBeSwitchedOff(boolean on, int sides) {
        GameDefinition rules = Sp15.ruleset().game(Map.of(Sp15.HOG_WILD, String.valueOf(on)));

        assertThat(rules.sides(rules.start(0, 0), 3)).isEqualTo(sides);
    }
}
