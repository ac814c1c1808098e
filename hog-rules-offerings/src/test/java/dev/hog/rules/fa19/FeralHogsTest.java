package dev.hog.rules.fa19;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.GameState;
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

/**
 * Feral Hogs, fa19: +3 when the dice rolled are exactly 2 away from the dice the same player rolled on their own
 * previous turn (0 before their first, 0 for Free Bacon), where su20 compares with the previous turn's points.
 */
class FeralHogsTest {
    private final FeralHogs feralHogs = new FeralHogs(10);

    @ParameterizedTest(name = "previous {0} dice, rolling {1}: +{2}")
    @CsvSource({"0, 2, 3", "0, 0, 0", "0, 1, 0", "5, 3, 3", "5, 7, 3", "5, 5, 0", "10, 8, 3", "8, 10, 3",
            "2, 0, 3", "10, 0, 0"})
    void twoAwayFromThePreviousDice(int previous, int dice, int bonus) {
        assertThat(feralHogs.bonus(TestTurn.of(0, 0).withDice(dice).withMemories(previous, 0))).isEqualTo(bonus);
    }

    @Test
    void remembersTheDiceRolledNotThePoints() {
        assertThat(feralHogs.memorySize()).isEqualTo(11);
        assertThat(feralHogs.remember(TestTurn.of(0, 0).withDice(6).withPoints(20))).isEqualTo(6);
        assertThat(feralHogs.remember(TestTurn.of(0, 0).withDice(0).withPoints(9))).isZero();
        assertThat(feralHogs.remember(TestTurn.of(0, 0).withDice(-1).withPoints(1))).as("a move rolls no dice").isZero();
        assertThat(feralHogs.bonus(TestTurn.of(0, 0).withDice(-1).withMemories(2, 0))).isEqualTo(3);
        assertThat(feralHogs.name()).isEqualTo("Feral Hogs");
        assertThat(feralHogs.announce(3)).isEqualTo(new dev.hog.rules.su20.FeralHogs(10).announce(3));
    }

    @Test
    void theRulesRememberEachPlayersPreviousDice() {
        GameDefinition rules = Fa19.ruleset().defaultGame();
        FeralHogs inForce = (FeralHogs) rules.rules().stream().filter(FeralHogs.class::isInstance).findFirst()
                .orElseThrow();

        GameState afterOne = rules.next(rules.start(0, 0), 3, 9);
        GameState afterTwo = rules.next(afterOne, 0, 10);

        assertThat(rules.memory(afterTwo, 0, inForce)).isEqualTo(3);
        assertThat(rules.memory(afterTwo, 1, inForce)).isZero();
    }

    @Test
    void theCoursesFirstExample() {
        // tests/05b.py example 1, every die a 1. Player 0 rolls (score + 3) // 4 * 2 + 3, player 1 4 - other // 4 * 2.
        // P0 3 dice: 1 (0 before, no bonus). P1 4 dice: 1; 1/1 swap to no effect. P0 5 dice, 2 more than 3: 1 + 3 = 5.
        // P1 2 dice, 2 fewer than 4: 1 + 3 = 5. P0 7 dice, 2 more than 5: 5 + 1 + 3 = 9. P1 0 dice, 2 fewer than 2:
        // Free Bacon against 9 is 10, + 3: 5 + 13 = 18. With su20's previous points it would end (8, 17).
        Strategy first = (score, opponent) -> (score + 3) / 4 * 2 + 3;
        Strategy second = (score, opponent) -> 4 - opponent / 4 * 2;

        GameRecord game = Match.builder(Fa19.ruleset()).players(first, second).goal(10).dice(Dice.test(1)).play();

        assertThat(game.finalScores()).isEqualTo(Scores.of(9, 18));
        assertThat(game.turns()).extracting(TurnRecord::scores).containsExactly(Scores.of(1, 0), Scores.of(1, 1),
                Scores.of(5, 1), Scores.of(5, 5), Scores.of(9, 5), Scores.of(9, 18));
    }

    @Test
    void theSwapComesAfterTheBonus() {
        // tests/05b.py "swap after feral hogs": 45 + 5 + 2 (two dice, 2 more than none) + 3 = 55, whose 5 * 5 = 25 is
        // 5's 5 * 5: a swap.
        GameRecord game = Match.builder(Fa19.ruleset()).players(Strategy.alwaysRoll(2), Strategy.alwaysRoll(1))
                .start(45, 5).goal(50).dice(Dice.test(5, 2)).play();

        assertThat(game.finalScores()).isEqualTo(Scores.of(5, 55));
    }

    @Test
    void offWhenTheOptionIsFalse() {
        GameRecord game = Match.builder(Fa19.ruleset()).option(Fa19.FERAL_HOGS, false)
                .players(Strategy.alwaysRoll(2), Strategy.alwaysRoll(1)).goal(5).dice(Dice.test(2, 2)).play();

        assertThat(game.turns().get(0).scores()).isEqualTo(Scores.of(4, 0));
        assertThat(game.turns().get(0).effects()).isEmpty();
    }
}
