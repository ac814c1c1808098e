package dev.hog.rules.su15;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.play.Dice;
import dev.hog.api.play.Match;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Scores;
import dev.hog.api.game.Strategy;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Switching a rule off, as the course's GUI lets a player do. */
class Su15OptionsTest {
    @ParameterizedTest(name = "swine-swap={0}")
    @CsvSource({"true, 91, 19", "false, 19, 91"})
    void swineSwapCanBeSwitchedOff(boolean on, int score0, int score1) {
        // From (15, 91), player 0 rolls one 4;
        // the scores swap when one's last two digits are the other's reversed: 19 and 91.
        GameDefinition rules = Su15.ruleset().game(Map.of(Su15.SWINE_SWAP, String.valueOf(on)));

        Scores after = Match.builder(rules).players(Strategy.alwaysRoll(1), Strategy.alwaysRoll(1)).start(15, 91)
                .goal(100).dice(Dice.test(4)).play().turns().get(0).scores();

        assertThat(after).isEqualTo(Scores.of(score0, score1));
    }

    @ParameterizedTest(name = "hog-wild={0}: {1}-sided dice at 0 to 0")
    @CsvSource({"true, 4", "false, 6"})
    void hogWildCanBeSwitchedOff(boolean on, int sides) {
        // 0 + 0 is a multiple of 7.
        GameDefinition rules = Su15.ruleset().game(Map.of(Su15.HOG_WILD, String.valueOf(on)));

        assertThat(rules.sides(rules.start(0, 0), 3)).isEqualTo(sides);
    }
}
