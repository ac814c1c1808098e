package dev.hog.rules.su22;

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

/** Pigs on Prime: a prime score after the turn, 1 counted, rises to the next prime. */
class PigsOnPrimeTest {
    @ParameterizedTest(name = "pigs_on_prime({0}, {1}) = {2}")
    @CsvSource({"25, 43, 0", "7, 7, 4", "11, 26, 2", "3, 60, 2", "29, 9, 2", "0, 20, 0", "13, 37, 4", "43, 5, 4",
            "47, 33, 6", "23, 55, 6", "97, 66, 4", "37, 3, 4", "0, 31, 0", "1, 0, 1", "2, 0, 1", "4, 0, 0",
            "113, 0, 14"})
    void coursesExamples(int score, int opponentScore, int points) {
        assertThat(PigsOnPrime.points(score)).isEqualTo(points);
        PigsOnPrime rule = new PigsOnPrime();
        TestTurn turn = TestTurn.of(score, opponentScore);
        assertThat(rule.appliesTo(turn)).isEqualTo(points > 0);
        if (points > 0) {
            assertThat(rule.score(turn)).isEqualTo(score + points);
        }
    }

    @Test
    void countsOneAsPrimeAsTheCoursesIsPrimeDoes() {
        assertThat(PigsOnPrime.isPrime(1)).isTrue();
        assertThat(PigsOnPrime.isPrime(0)).isFalse();
        assertThat(PigsOnPrime.isPrime(2)).isTrue();
        assertThat(PigsOnPrime.isPrime(9)).isFalse();
        // The staff's recorded games: a first turn that pigs out to 1 rises to 2.
        GameDefinition rules = Su22.ruleset().defaultGame();
        assertThat(rules.next(rules.start(0, 20), 3, 1).score0()).isEqualTo(2);
    }

    @Test
    void risesInTheCoursesGameAndTheOptionSwitchesItOff() {
        // tests/05.py: always(1) against always(1), goal 5, dice always 3: 3 rises to 5, the goal.
        GameRecord game = Match.builder(Su22.ruleset()).players(Strategy.alwaysRoll(1), Strategy.alwaysRoll(1))
                .goal(5).dice(Dice.test(3)).play();
        assertThat(game.finalScores()).isEqualTo(Scores.of(5, 0));
        assertThat(game.turns().get(0).effects()).extracting(Object::toString)
                .containsExactly("Pigs on Prime! 3 becomes 5.");

        GameRecord off = Match.builder(Su22.ruleset().game(Map.of(Su22.PIGS_ON_PRIME, false)))
                .players(Strategy.alwaysRoll(1), Strategy.alwaysRoll(1)).goal(5).dice(Dice.test(3)).play();
        assertThat(off.finalScores()).isEqualTo(Scores.of(6, 3));
    }
}
