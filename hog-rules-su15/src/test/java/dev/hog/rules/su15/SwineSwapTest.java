package dev.hog.rules.su15;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.play.Dice;
import dev.hog.api.play.Match;
import dev.hog.api.play.GameRecord;
import dev.hog.api.game.Scores;
import dev.hog.api.game.Strategy;
import dev.hog.api.rule.TestTurn;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Swine Swap, su15: the last two digits of one score are the other's reversed. */
class SwineSwapTest {
    @ParameterizedTest(name = "{0} and {1}: swap {2}")
    @CsvSource({"19, 91, true", "80, 8, true", "107, 70, true", "114, 41, true", "55, 55, true", "20, 40, false",
            "71, 107, false", "2, 20, true", "20, 2, true"})
    void rulesExamples(int score, int opponentScore, boolean swaps) {
        assertThat(new SwineSwap().appliesTo(TestTurn.of(score, opponentScore))).isEqualTo(swaps);
        assertThat(new SwineSwap().appliesTo(TestTurn.of(opponentScore, score))).as("symmetric").isEqualTo(swaps);
    }

    @Test
    void theWinnerIsDecidedOnTheSwappedScores() {
        // Handout example 3, with fixed dice: 90 against 70 rolls to 107; 07 reversed is 70, so player 1 wins.
        GameRecord game = Match.builder(Su15.ruleset()).players(Strategy.alwaysRoll(3), Strategy.alwaysRoll(3))
                .start(90, 70).dice(Dice.bySides(Map.of(6, Dice.test(6, 6, 5)))).play();

        assertThat(game.finalScores()).isEqualTo(Scores.of(70, 107));
        assertThat(game.winner()).isOne();
    }
}
