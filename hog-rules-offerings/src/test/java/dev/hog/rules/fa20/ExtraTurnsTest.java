package dev.hog.rules.fa20;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.game.Scores;
import dev.hog.api.game.Strategy;
import dev.hog.api.play.Dice;
import dev.hog.api.play.GameRecord;
import dev.hog.api.play.Match;
import dev.hog.api.play.TurnRecord;
import dev.hog.api.rule.TestTurn;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Swine Align and Pig Pass give the mover another turn; extra turns chain. */
class ExtraTurnsTest {
    @ParameterizedTest(name = "swine_align({0}, {1}) = {2}")
    @CsvSource({"2, 4, false", "11, 22, true", "36, 24, true", "27, 13, false", "23, 22, false", "15, 45, true",
            "15, 0, false", "0, 15, false", "0, 0, false", "47, 64, false", "12, 72, true", "15, 72, false",
            "91, 78, true", "73, 99, false", "23, 92, true", "51, 68, true", "30, 45, true", "35, 45, false",
            "10, 10, true", "9, 9, false"})
    void swineAlign(int score, int opponentScore, boolean again) {
        assertThat(SwineAlign.swineAlign(score, opponentScore)).isEqualTo(again);
        assertThat(new SwineAlign().extraTurn(TestTurn.of(score, opponentScore))).isEqualTo(again);
    }

    @ParameterizedTest(name = "pig_pass({0}, {1}) = {2}")
    @CsvSource({"5, 4, false", "13, 10, false", "7, 10, false", "28, 30, true", "23, 23, false", "22, 23, true",
            "3, 92, false", "28, 29, true", "27, 29, true", "96, 98, true", "9, 12, false", "10, 12, true",
            "11, 12, true", "12, 12, false", "13, 12, false", "0, 2, true"})
    void pigPass(int score, int opponentScore, boolean again) {
        assertThat(PigPass.pigPass(score, opponentScore)).isEqualTo(again);
        assertThat(new PigPass().extraTurn(TestTurn.of(score, opponentScore))).isEqualTo(again);
    }

    @Test
    void extraTurnsStack() {
        // The course's "Handle multiple turns with stacking extra turns": goal 25, one die each turn, dice 5, 10, 3,
        // 1, 11, 6. P0 5 (5, 0). P1 10 (5, 10). P0 3: 8 (8, 10), behind by 2: Pig Pass. P0 1: 9 (9, 10), Pig Pass
        // again. P0 11: 20 (20, 10), gcd 10: Swine Align. P0 6: 26, the goal.
        GameRecord game = Match.builder(Fa20.ruleset()).players(Strategy.alwaysRoll(1), Strategy.alwaysRoll(1))
                .goal(25).dice(Dice.test(5, 10, 3, 1, 11, 6)).play();

        assertThat(game.finalScores()).isEqualTo(Scores.of(26, 10));
        assertThat(game.turns()).extracting(TurnRecord::player).containsExactly(0, 1, 0, 0, 0, 0);
        assertThat(game.turns().get(2).effects()).extracting(Object::toString)
                .containsExactly("Pig Pass! Another turn.");
        assertThat(game.turns().get(4).effects()).extracting(Object::toString)
                .containsExactly("Swine Align! Another turn.");
    }

    @Test
    void swineAlignOnTheCoursesGame() {
        // "Extra turn from swine align": five 3s a turn, goal 25. (15, 0), (15, 15): gcd 15, again: (15, 30).
        Scores scores = Match.builder(Fa20.ruleset()).players(Strategy.alwaysRoll(5), Strategy.alwaysRoll(5))
                .goal(25).dice(Dice.test(3)).build().finalScores();
        Scores without = Match.builder(Fa20.ruleset()).option(Fa20.SWINE_ALIGN, false)
                .players(Strategy.alwaysRoll(5), Strategy.alwaysRoll(5)).goal(25).dice(Dice.test(3)).build()
                .finalScores();

        assertThat(scores).isEqualTo(Scores.of(15, 30));
        assertThat(without).isEqualTo(Scores.of(30, 15));
    }

    @Test
    void pigPassOffWhenTheOptionIsFalse() {
        GameRecord game = Match.builder(Fa20.ruleset()).option(Fa20.PIG_PASS, false)
                .players(Strategy.alwaysRoll(1), Strategy.alwaysRoll(1)).goal(25)
                .dice(Dice.test(5, 10, 3, 1, 11, 6)).play();

        assertThat(game.turns()).extracting(TurnRecord::player).startsWith(0, 1, 0, 1);
    }
}
