package dev.hog.rules.fa21;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Scores;
import dev.hog.api.game.Strategy;
import dev.hog.api.play.Dice;
import dev.hog.api.play.GameRecord;
import dev.hog.api.play.Match;
import dev.hog.api.rule.TestTurn;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** fa21's Hog Pile: equal scores after the turn double the mover's score. */
class HogPileTest {
    @ParameterizedTest(name = "hog_pile({0}, {1}) = {2}")
    @CsvSource({"25, 43, 0", "32, 33, 0", "7, 7, 7", "26, 26, 26", "23, 23, 23", "193, 42, 0", "187, 187, 187",
            "12, 72, 0"})
    void coursesExamples(int score, int opponentScore, int points) {
        assertThat(HogPile.points(score, opponentScore)).isEqualTo(points);
        HogPile rule = new HogPile();
        TestTurn turn = TestTurn.of(score, opponentScore);
        assertThat(rule.appliesTo(turn)).isEqualTo(points > 0);
        if (points > 0) {
            assertThat(rule.score(turn)).isEqualTo(2 * score);
            assertThat(rule.opponentScore(turn)).isEqualTo(opponentScore);
        }
    }

    @Test
    void doublesATieInTheCoursesGame() {
        // tests/05.py: always(3) against always(3), goal 15, dice always 3: (9, 0), then 9 against 9 doubles to 18.
        GameRecord game = Match.builder(Fa21.ruleset()).players(Strategy.alwaysRoll(3), Strategy.alwaysRoll(3))
                .goal(15).dice(Dice.test(3)).play();

        assertThat(game.finalScores()).isEqualTo(Scores.of(9, 18));
        assertThat(game.turns().get(1).effects()).extracting(Object::toString)
                .containsExactly("Hog Pile! Scores tied at 9: 9 doubles to 18.");
    }

    @Test
    void appliesOnceAfterZeroDiceTurnsToo() {
        // 17 against 24 rolls zero dice: Picky Piggy of 24 is the 24th digit of 1/7, 7; 24 ties 24 and doubles to 48,
        // which is not checked again.
        GameDefinition rules = Fa21.ruleset().defaultGame();
        assertThat(rules.next(rules.start(17, 24), 0, 0).score0()).isEqualTo(48);
        GameDefinition off = Fa21.ruleset().game(Map.of(Fa21.HOG_PILE, false));
        assertThat(off.next(off.start(17, 24), 0, 0).score0()).isEqualTo(24);
    }
}
