package dev.hog.rules.sp22;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.game.GameDefinition;
import dev.hog.api.rule.TestTurn;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** sp22's Hog Pile: equal ones digits after the turn add that digit to the mover's score. */
class HogPileTest {
    @ParameterizedTest(name = "hog_pile({0}, {1}) = {2}")
    @CsvSource({"12, 72, 2", "439, 709, 9", "7, 7, 7", "26, 26, 6", "25, 43, 0", "20, 30, 0", "0, 0, 0", "61, 1, 1"})
    void coursesExamples(int score, int opponentScore, int points) {
        assertThat(HogPile.points(score, opponentScore)).isEqualTo(points);
        HogPile rule = new HogPile();
        TestTurn turn = TestTurn.of(score, opponentScore);
        assertThat(rule.appliesTo(turn)).as("applies when it adds points").isEqualTo(points > 0);
        if (points > 0) {
            assertThat(rule.score(turn)).isEqualTo(score + points);
        }
    }

    @Test
    void appliesOnceAfterEveryTurn() {
        GameDefinition rules = Sp22.ruleset().defaultGame();
        // 10 against 22 scores 12: 22 against 22 gains 2, and 24 is not checked again.
        assertThat(rules.next(rules.start(10, 22), 2, 12).score0()).isEqualTo(24);
        // 10 against 30 scores 10: ones digits 0 and 0 add nothing.
        assertThat(rules.next(rules.start(10, 30), 2, 10).score0()).isEqualTo(20);
    }

    @Test
    void movesATieOfZeroPointTurnsOn() {
        // Hefty Hogs scores 0 at 26 against 26 and at 3 against 3; Hog Pile then adds the ones digit, so that rolling
        // no dice there does not hand the opponent the same position.
        GameDefinition rules = Sp22.ruleset().defaultGame();
        assertThat(HeftyHogs.points(26, 26)).isZero();
        assertThat(rules.next(rules.start(26, 26), 0, 0).score0()).isEqualTo(32);
        assertThat(HeftyHogs.points(3, 3)).isZero();
        assertThat(rules.next(rules.start(3, 3), 0, 0).score0()).isEqualTo(6);
    }

    @Test
    void canFollowAZeroPointTurnOfHeftyHogs() {
        // 3 against 56 rolls zero dice: Hefty Hogs scores 0, and 3 against 56 has no Hog Pile.
        GameDefinition rules = Sp22.ruleset().defaultGame();
        assertThat(rules.next(rules.start(3, 56), 0, 0).score0()).isEqualTo(3);
    }
}
