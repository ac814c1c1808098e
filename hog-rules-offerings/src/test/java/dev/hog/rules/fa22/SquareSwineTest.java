package dev.hog.rules.fa22;

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

/** Square Swine: a perfect square score after the turn rises to the next perfect square. */
class SquareSwineTest {
    private final GameDefinition square = Fa22.ruleset().defaultGame();
    private final GameDefinition simple = Fa22.ruleset().game(Map.of(Fa22.UPDATE, Fa22.SIMPLE));

    @ParameterizedTest(name = "perfect_square({0}) = {1}")
    @CsvSource({"9, true", "1, true", "2, false", "144, true", "150, false", "8, false", "0, true", "99980001, true",
            "99980000, false"})
    void coursesPerfectSquares(int n, boolean square) {
        assertThat(SquareSwine.isPerfectSquare(n)).isEqualTo(square);
    }

    @ParameterizedTest(name = "next_perfect_square({0}) = {1}")
    @CsvSource({"1, 4", "9, 16", "64, 81", "144, 169", "81, 100", "0, 1"})
    void coursesNextPerfectSquares(int n, int next) {
        assertThat(SquareSwine.nextPerfectSquare(n)).isEqualTo(next);
    }

    @Test
    void raisesTheMoverOnceAfterTheTurn() {
        SquareSwine rule = new SquareSwine();
        assertThat(rule.appliesTo(TestTurn.of(25, 10))).isTrue();
        assertThat(rule.score(TestTurn.of(25, 10))).isEqualTo(36);
        assertThat(rule.appliesTo(TestTurn.of(26, 10))).isFalse();
        // The handout: 12 + 13 = 25 becomes 36; 36 is not raised again.
        assertThat(square.next(square.start(12, 0), 3, 13).score0()).isEqualTo(36);
        assertThat(simple.next(simple.start(12, 0), 3, 13).score0()).isEqualTo(25);
    }

    @Test
    void aFirstTurnThatSowsSadRisesFromOneToFour() {
        assertThat(square.next(square.start(0, 0), 2, 1).score0()).isEqualTo(4);
    }

    @Test
    void isTheOnlyDifferenceBetweenTheTwoUpdates() {
        assertThat(square.rules()).extracting(rule -> rule.name()).containsExactly("Sow Sad", "Pig Tail", "Square Swine");
        assertThat(simple.rules()).extracting(rule -> rule.name()).containsExactly("Sow Sad", "Pig Tail");
    }

    @Test
    void firesInAGameAndSaysSo() {
        // Dice always 3: 3 dice give 9, which becomes 16.
        GameRecord game = Match.builder(Fa22.ruleset()).players(Strategy.alwaysRoll(3), Strategy.alwaysRoll(3))
                .dice(Dice.test(3)).goal(20).play();

        assertThat(game.turns().get(0).scores()).isEqualTo(Scores.of(16, 0));
        assertThat(game.turns().get(0).effects()).extracting(Object::toString)
                .containsExactly("Square Swine! 9 becomes 16.");
    }
}
