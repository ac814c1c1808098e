package dev.hog.rules.su18;

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
class Su18OptionsTest {
    @ParameterizedTest(name = "swine-swap={0}")
    @CsvSource({"true, 40, 24", "false, 24, 40"})
    void swineSwapCanBeSwitchedOff(boolean on, int score0, int score1) {
        // From (20, 40), player 0 rolls one 4;
        // the scores swap when the mover's ones digit is the opponent's tens digit: 4.
        GameDefinition rules = Su18.ruleset().game(Map.of(Su18.SWINE_SWAP, String.valueOf(on)));

        Scores after = Match.builder(rules).players(Strategy.alwaysRoll(1), Strategy.alwaysRoll(1)).start(20, 40)
                .goal(100).dice(Dice.test(4)).play().turns().get(0).scores();

        assertThat(after).isEqualTo(Scores.of(score0, score1));
    }
}
