package com.example.hog.trot;

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

/** Time Trot: rolling exactly (turn number mod 8) dice gives an extra turn, but never two in a row. */
class TimeTrotTest {
    @ParameterizedTest(name = "turn {0}, {1} dice, already an extra turn {2}: another turn {3}")
    @CsvSource({"3, 3, false, true", "11, 3, false, true", "8, 0, false, true", "0, 0, false, true",
        "3, 4, false, false", "3, 3, true, false", "7, 7, false, true", "15, 7, true, false"})
    void anExtraTurnForRollingTheTurnNumberModuloEight(int number, int dice, boolean extra, boolean again) {
        TestTurn turn = TestTurn.of(20, 30).withNumber(number).withDice(dice).withExtraTurn(extra);

        assertThat(new TimeTrot().extraTurn(turn)).isEqualTo(again);
        assertThat(new TimeTrot().turnPeriod()).isEqualTo(8);
    }

    @Test
    void extraTurnsCountAsTurnsAndNeverComeTwiceInARow() {
        // Both players always roll 1 die, and every die is a 4. Turn 1 (player 1) rolls 1 die: 1 == 1 % 8, an extra
        // turn; turn 2 is that extra turn and cannot earn another. Turn 9 (player 0's) earns one too: turn 10.
        GameRecord game = Match.builder(Trot.ruleset()).players(Strategy.alwaysRoll(1), Strategy.alwaysRoll(1))
                .dice(Dice.test(4)).goal(24).play();

        assertThat(game.turns()).extracting(TurnRecord::player).containsExactly(0, 1, 1, 0, 1, 0, 1, 0, 1, 0, 0);
        assertThat(game.turns()).extracting(TurnRecord::extraTurn)
                .containsExactly(false, false, true, false, false, false, false, false, false, false, true);
        assertThat(game.turns().get(1).effects()).extracting(Object::toString)
                .containsExactly("Time Trot! Another turn, right now.");
        assertThat(game.turns().get(2).effects()).as("no extra turn after an extra turn").isEmpty();
        assertThat(game.finalScores()).isEqualTo(Scores.of(24, 20));
    }

    @Test
    void zeroDiceOnTurnsThatAreMultiplesOfEightEarnAnExtraTurn() {
        // Turn 0: player 0 rolls no dice against 0: Picky Piggy's 7, and 0 == 0 % 8: an extra turn, rolling no dice
        // again against 0 for 7 more.
        GameRecord game = Match.builder(Trot.ruleset()).players(Strategy.alwaysRoll(0), Strategy.alwaysRoll(6))
                .dice(Dice.test(2)).goal(14).play();

        assertThat(game.turns()).extracting(TurnRecord::scores).containsExactly(Scores.of(7, 0), Scores.of(14, 0));
        assertThat(game.winner()).isZero();
    }
}
