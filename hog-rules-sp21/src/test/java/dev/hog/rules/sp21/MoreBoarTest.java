package dev.hog.rules.sp21;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.play.Dice;
import dev.hog.api.play.Match;
import dev.hog.api.play.GameRecord;
import dev.hog.api.game.Scores;
import dev.hog.api.game.Strategy;
import dev.hog.api.play.TurnRecord;
import dev.hog.api.rule.TestTurn;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** More Boar: the mover plays again when both of their two leftmost digits are below the opponent's. */
class MoreBoarTest {
    @ParameterizedTest(name = "({0}, {1}): {2}")
    @CsvSource({"21, 43, true", "22, 43, true", "43, 21, false", "12, 12, false", "7, 8, false", "209, 980, true",
            "6, 18, true", "3, 92, false", "1, 82, true"})
    void rulesExamples(int score, int opponentScore, boolean again) {
        assertThat(new MoreBoar().extraTurn(TestTurn.of(score, opponentScore))).isEqualTo(again);
    }

    @Test
    void extraTurnsChainAndCountAsTurns() {
        // Player 0 at 7 against 97 rolls one 3 a turn: 10, 13 and 16 have both leftmost digits below (9, 7), so
        // player 0 moves again each time; 19 has 9, not below 7, so the turn passes.
        GameRecord game = Match.builder(Sp21.ruleset()).players(Strategy.alwaysRoll(1), Strategy.alwaysRoll(1))
                .start(7, 97).goal(100).dice(Dice.test(3)).play();

        assertThat(game.turns()).extracting(TurnRecord::player).startsWith(0, 0, 0, 0, 1);
        assertThat(game.turns().get(3).scores()).isEqualTo(Scores.of(19, 97));
        assertThat(game.turns().get(0).effects()).extracting(Object::toString)
                .containsExactly("More Boar! Another turn.");
    }

    @Test
    void zeroDiceTurnsCanEarnAnExtraTurn() {
        // Piggy Points against 43: 43^2 = 1849, so 3 + 1 = 4; 17 + 4 = 21 against 43: again.
        GameRecord game = Match.builder(Sp21.ruleset()).players(Strategy.alwaysRoll(0), Strategy.alwaysRoll(0))
                .start(17, 43).goal(50).dice(Dice.test(2)).play();

        assertThat(game.turns().get(0).scores()).isEqualTo(Scores.of(21, 43));
        assertThat(game.turns().get(1).player()).isZero();
    }
}
