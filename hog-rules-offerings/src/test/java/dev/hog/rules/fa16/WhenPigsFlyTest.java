package dev.hog.rules.fa16;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.rule.TestTurn;
import dev.hog.rules.sp17.HogtimusPrime;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** When Pigs Fly, fa16: a turn scores at most 25 minus the dice, after Hogtimus Prime. */
class WhenPigsFlyTest {
    private final WhenPigsFly rule = WhenPigsFly.afterHogtimusPrime();

    @ParameterizedTest(name = "take_turn({0}, 0) scoring {1} before the rules: {2}")
    @CsvSource({"10, 50, 15", "9, 36, 16", "8, 32, 17", "7, 28, 18", "6, 24, 19", "1, 3, 5", "2, 12, 12", "2, 10, 10",
            "3, 1, 1", "2, 5, 7", "1, 2, 3", "0, 7, 11", "0, 1, 1", "5, 9002, 20", "4, 19, 21", "4, 21, 21",
            "10, 13, 15", "3, 19, 22"})
    void capsTheTurnScoreAfterHogtimusPrime(int dice, int points, int turnScore) {
        // The course's take_turn cases (tests/02.py), the turn's points the roll's score or Free Bacon's: eight dice
        // of 4 score 32, capped at 17, which stays 17 although it is prime. The turn scores its points, Hogtimus
        // Prime's bonus and this rule's penalty.
        TestTurn turn = TestTurn.of(0, 0).withDice(dice).withPoints(points);

        int scored = points + new HogtimusPrime().bonus(turn) + rule.bonus(turn);

        assertThat(scored).isEqualTo(turnScore);
        assertThat(rule.bonus(turn)).isNotPositive();
    }

    @ParameterizedTest(name = "{0} dice scoring {1}, without Hogtimus Prime: {2}")
    @CsvSource({"4, 19, 19", "4, 23, 21", "8, 32, 17", "3, 19, 19", "10, 13, 13", "10, 17, 15"})
    void withoutHogtimusPrimeCapsThePointsAsTheyAre(int dice, int points, int turnScore) {
        WhenPigsFly alone = new WhenPigsFly();
        TestTurn turn = TestTurn.of(40, 30).withDice(dice).withPoints(points);

        assertThat(points + alone.bonus(turn)).isEqualTo(turnScore);
    }

    @Test
    void neverCapsAPorkChop() {
        // A chop is 1 point, at most 25 - (-1) = 26.
        assertThat(WhenPigsFly.cap(-1)).isEqualTo(26);
        assertThat(rule.bonus(TestTurn.of(99, 96).withDice(-1).withPoints(1))).isZero();
    }

    @Test
    void announcesTheCapAndWhatItTakes() {
        TestTurn turn = TestTurn.of(0, 0).withDice(8).withPoints(32);

        assertThat(rule.bonus(turn)).isEqualTo(-15);
        assertThat(rule.announce(rule.bonus(turn))).isEqualTo("The turn scores at most 25 minus the dice: -15 points.");
        assertThat(rule.description()).endsWith("once Hogtimus Prime has boosted a prime turn score.");
        assertThat(new WhenPigsFly().description())
                .isEqualTo("A turn scores at most 25 minus the number of dice rolled.");
    }
}
