package dev.hog.rules.su21;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.game.Scores;
import dev.hog.api.game.Strategy;
import dev.hog.api.play.Dice;
import dev.hog.api.play.GameRecord;
import dev.hog.api.play.Match;
import dev.hog.api.play.TurnRecord;
import dev.hog.api.rule.TestTurn;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * su21's More Boar: another turn when the mover's largest digit is above the opponent's and their smallest digit below
 * the opponent's, digits of the scores as written.
 */
class MoreBoarTest {
    @ParameterizedTest(name = "({0}, {1}): {2}")
    @CsvSource({"25, 43, true", "70, 21, true", "29, 8, true", "193, 42, true", "5, 0, false", "81, 8, false",
            "23, 23, false", "32, 33, false", "7, 10, false", "26, 43, true", "709, 897, false", "380, 24, true",
            "139, 443, true", "9, 11, false"})
    void coursesExamples(int score, int opponentScore, boolean again) {
        assertThat(MoreBoar.moreBoar(score, opponentScore)).isEqualTo(again);
        assertThat(new MoreBoar().extraTurn(TestTurn.of(score, opponentScore))).isEqualTo(again);
    }

    @Test
    void readsAOneDigitScoreAsThatDigitAlone() {
        // 29 against 8: 9 > 8 and 2 < 8. Read as 08, the opponent's smallest digit would be 0 and nothing is below it.
        assertThat(MoreBoar.moreBoar(29, 8)).isTrue();
        // 5 against 0: 5 > 0 but 5 is not below 0.
        assertThat(MoreBoar.moreBoar(5, 0)).isFalse();
    }

    @Test
    void earnsAnExtraTurnInTheCoursesGame() {
        // tests/05.py, "Extra turn from more boar": always(4) against always(3), goal 25, dice always 3: (12, 0),
        // (12, 9), (24, 9), then player 1 at 18 against 24 plays again (8 > 4, 1 < 2) and reaches 27.
        GameRecord game = Match.builder(Su21.ruleset()).players(Strategy.alwaysRoll(4), Strategy.alwaysRoll(3))
                .goal(25).dice(Dice.test(3)).play();

        assertThat(game.finalScores()).isEqualTo(Scores.of(24, 27));
    }

    @Test
    void extraTurnsChainAndZeroDiceTurnsEarnThem() {
        // 10 against 32 rolls zero dice: Piggy Points 4 + |3 - 2| = 5, so 15 against 32: 5 > 3 and 1 < 2, again.
        // 15 against 32 rolls zero dice again: 20 against 32: 2 > 3 fails, the turn passes.
        GameRecord game = Match.builder(Su21.ruleset()).players(Strategy.alwaysRoll(0), Strategy.alwaysRoll(0))
                .start(10, 32).goal(40).dice(Dice.test(2)).play();

        assertThat(game.turns()).extracting(TurnRecord::player).startsWith(0, 0, 1);
        assertThat(game.turns().get(0).scores()).isEqualTo(Scores.of(15, 32));
        assertThat(game.turns().get(1).scores()).isEqualTo(Scores.of(20, 32));
        assertThat(game.turns().get(0).effects()).extracting(Object::toString)
                .containsExactly("Piggy Points! 5 points.", "More Boar! Another turn.");
    }

    @Test
    void theOptionSwitchesItOff() {
        GameRecord game = Match.builder(Su21.ruleset().game(Map.of(Su21.MORE_BOAR, false)))
                .players(Strategy.alwaysRoll(0), Strategy.alwaysRoll(0)).start(10, 32).goal(40).dice(Dice.test(2))
                .play();

        assertThat(game.turns()).extracting(TurnRecord::player).startsWith(0, 1);
        assertThat(game.turns().get(0).scores()).isEqualTo(Scores.of(15, 32));
    }
}
