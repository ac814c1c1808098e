package dev.hog.rules.su20;

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
class Su20OptionsTest {
    @ParameterizedTest(name = "swine-swap={0}")
    @CsvSource({"true, 31, 24", "false, 24, 31"})
    void swineSwapCanBeSwitchedOff(boolean on, int score0, int score1) {
        // From (20, 31), player 0 rolls one 4;
        // the scores swap when the ones digits differ by the opponent's tens digit: |4 - 1| = 3.
        GameDefinition rules = Su20.ruleset().game(Map.of(Su20.SWINE_SWAP, String.valueOf(on),
                Su20.FERAL_HOGS, "false"));

        Scores after = Match.builder(rules).players(Strategy.alwaysRoll(1), Strategy.alwaysRoll(1)).start(20, 31)
                .goal(100).dice(Dice.test(4)).play().turns().get(0).scores();

        assertThat(after).isEqualTo(Scores.of(score0, score1));
    }
}
