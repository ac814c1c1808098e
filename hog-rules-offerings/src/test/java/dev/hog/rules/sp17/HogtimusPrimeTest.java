package dev.hog.rules.sp17;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.game.GameDefinition;
import dev.hog.api.play.Dice;
import dev.hog.api.rule.TestTurn;
import java.util.Arrays;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Hogtimus Prime, sp17: a prime turn score, by the dice or by Free Bacon, becomes the next prime. */
class HogtimusPrimeTest {
    private static final GameDefinition RULES = Sp17.ruleset().defaultGame();

    @ParameterizedTest(name = "{0} becomes {1}")
    @CsvSource({"1, 1", "2, 3", "3, 5", "4, 4", "5, 7", "7, 11", "11, 13", "13, 17", "23, 29", "36, 36", "0, 0"})
    void aPrimeTurnScoreBecomesTheNextPrime(int points, int boosted) {
        assertThat(HogtimusPrime.boosted(points)).isEqualTo(boosted);
        assertThat(new HogtimusPrime().bonus(TestTurn.of(0, 0).withDice(2).withPoints(points)))
                .isEqualTo(boosted - points);
    }

    @ParameterizedTest(name = "take_turn(0, {0}) = {1}")
    @CsvSource({"35, 6", "71, 8", "7, 8", "0, 1", "60, 11", "10, 3", "24, 7"})
    void freeBaconTurns(int opponentScore, int points) {
        // The course's take_turn cases: Free Bacon 7 against 60 becomes 11, 2 against 10 becomes 3.
        assertThat(RULES.next(RULES.start(0, opponentScore), 0, 0).score0()).isEqualTo(points);
    }

    @ParameterizedTest(name = "take_turn({0}, 0, make_test_dice({1})) = {2}")
    @CsvSource(delimiter = ';', value = {"2; 4 6 1; 10", "3; 4 6 1; 1", "2; 6; 12", "1; 3; 5", "2; 2 3 5; 7",
            "1; 2; 3", "9; 4; 36", "8; 4; 32", "7; 4; 28", "6; 4; 24"})
    void diceTurns(int dice, String faces, int points) {
        // The course's take_turn cases, scored on six-sided dice from 10 to 0 (no Hog Wild, no swap).
        int rollScore = RULES.roll(Dice.test(Arrays.stream(faces.split(" ")).mapToInt(Integer::parseInt)
                .toArray())::roll, dice, 6);
        assertThat(RULES.next(RULES.start(10, 0), dice, rollScore).score0() - 10).isEqualTo(points);
    }
}
