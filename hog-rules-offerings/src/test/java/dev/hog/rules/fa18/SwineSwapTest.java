package dev.hog.rules.fa18;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.GameState;
import dev.hog.api.game.Scores;
import dev.hog.api.game.Strategy;
import dev.hog.api.play.Dice;
import dev.hog.api.play.Match;
import dev.hog.api.rule.TestTurn;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Swine Swap, fa18: each score has the same difference between its last two digits. */
class SwineSwapTest {
    @ParameterizedTest(name = "is_swap({0}, {1}) = {2}")
    @CsvSource({"19, 91, true", "91, 19, true", "36, 13, false", "1, 0, false", "34, 45, true", "30, 0, false",
            "85, 3, true", "51, 81, false", "104, 40, true", "82, 128, true", "0, 0, true"})
    void theCoursesCases(int score, int opponentScore, boolean swaps) {
        assertThat(SwineSwap.isSwap(score, opponentScore)).isEqualTo(swaps);
        assertThat(new SwineSwap().appliesTo(TestTurn.of(opponentScore, score))).as("symmetric").isEqualTo(swaps);
    }

    @Test
    void appliesDuringPlayerOnesTurn() {
        // The course's case with twos: 42 rolls three to 48; 96 rolls four to 104, and |0 - 4| = |4 - 8|.
        Scores scores = Match.builder(Fa18.ruleset()).players(Strategy.alwaysRoll(3), Strategy.alwaysRoll(4))
                .start(42, 96).dice(Dice.test(2)).play().finalScores();

        assertThat(scores).isEqualTo(Scores.of(104, 48));
    }

    @Test
    void manySwapsInOneGame() {
        // The course's case: always 1 against always 3 to 30, with its twelve dice.
        Scores scores = Match.builder(Fa18.ruleset()).players(Strategy.alwaysRoll(1), Strategy.alwaysRoll(3))
                .goal(30).dice(Dice.test(5, 6, 6, 4, 4, 5, 5, 6, 3, 4, 3, 2)).play().finalScores();

        assertThat(scores).isEqualTo(Scores.of(32, 21));
    }

    @ParameterizedTest(name = "swine-swap={0}: {1} to {2}")
    @CsvSource({"true, 91, 19", "false, 19, 91"})
    void canBeSwitchedOff(boolean on, int score0, int score1) {
        GameDefinition rules = Fa18.ruleset().game(Map.of(Fa18.SWINE_SWAP, String.valueOf(on)));

        GameState after = rules.next(rules.start(10, 91), 2, 9);
        assertThat(after.score0()).isEqualTo(score0);
        assertThat(after.score1()).isEqualTo(score1);
    }
}
