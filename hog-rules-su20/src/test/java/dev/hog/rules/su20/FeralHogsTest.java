package dev.hog.rules.su20;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.play.Dice;
import dev.hog.api.play.Match;
import dev.hog.api.play.GameRecord;
import dev.hog.api.game.GameState;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Scores;
import dev.hog.api.game.Strategy;
import dev.hog.api.play.TurnRecord;
import dev.hog.api.rule.TestTurn;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Feral Hogs: +3 when the dice rolled are exactly 2 away from the points the same player scored on their own previous
 * turn, without bonuses, unaffected by swaps, 0 before their first turn.
 */
class FeralHogsTest {
    private final FeralHogs feralHogs = new FeralHogs(10);

    @ParameterizedTest(name = "previous {0}, rolling {1}: +{2}")
    @CsvSource({"0, 2, 3", "0, 0, 0", "0, 1, 0", "5, 3, 3", "5, 7, 3", "5, 5, 0", "12, 10, 3", "13, 10, 0"})
    void twoAwayFromThePreviousPoints(int previous, int dice, int bonus) {
        assertThat(feralHogs.bonus(TestTurn.of(0, 0).withDice(dice).withMemories(previous, 0))).isEqualTo(bonus);
    }

    @Test
    void aMoveCountsAsNoDiceRolled() {
        // A house ruleset may add a move, such as fa16's Pork Chop (-1), which rolls no dice.
        assertThat(feralHogs.bonus(TestTurn.of(0, 0).withDice(-1).withMemories(2, 0))).isEqualTo(3);
        assertThat(feralHogs.bonus(TestTurn.of(0, 0).withDice(-1).withMemories(1, 0))).isZero();
    }

    @Test
    void remembersOnlyWhatCanStillEarnTheBonus() {
        TestTurn sixDice = TestTurn.of(0, 0).withDice(6);

        assertThat(feralHogs.memorySize()).isEqualTo(14);
        assertThat(feralHogs.remember(sixDice.withPoints(7))).isEqualTo(7);
        assertThat(feralHogs.remember(sixDice.withPoints(13))).isEqualTo(13);
        assertThat(feralHogs.remember(sixDice.withPoints(36))).isEqualTo(13);
        for (int dice = 0; dice <= 10; dice++) {
            assertThat(feralHogs.bonus(TestTurn.of(0, 0).withDice(dice).withMemories(13, 0)))
                    .as("no dice count is 2 away from 13 or more").isZero();
        }
    }

    @Test
    void theRulesRememberEachPlayersPreviousPoints() {
        GameDefinition rules = Su20.ruleset().defaultGame();
        FeralHogs inForce = (FeralHogs) rules.rules().stream().filter(FeralHogs.class::isInstance).findFirst()
                .orElseThrow();

        GameState afterOne = rules.next(rules.start(0, 0), 3, 9);
        GameState afterTwo = rules.next(afterOne, 2, 5);

        assertThat(rules.memory(afterTwo, 0, inForce)).isEqualTo(9);
        assertThat(rules.memory(afterTwo, 1, inForce)).isEqualTo(5);
    }

    @Test
    void theFirstTurnCountsThePreviousPointsAsZero() {
        GameRecord game = Match.builder(Su20.ruleset()).players(Strategy.alwaysRoll(2), Strategy.alwaysRoll(1))
                .dice(Dice.test(4)).goal(5).play();

        assertThat(game.turns().get(0).scores()).isEqualTo(Scores.of(11, 0));
        assertThat(game.turns().get(0).effects()).extracting(Object::toString)
                .containsExactly("Feral Hogs! +3 points.");
    }

    @Test
    void eachPlayerRemembersTheirOwnRawPoints() {
        // Player 0 rolls 2 twice; player 1 rolls 4 twice. Dice always 1: every roll scores 1.
        // Turn 1: P0 rolls 2, previous 0 -> +3: 1 + 3 = 4. Turn 2: P1 rolls 4, previous 0: 1.
        // Turn 3: P0 rolls 2, previous raw points 1 (not 4): |2 - 1| = 1, no bonus: 5.
        // Turn 4: P1 rolls 4, previous raw 1: |4 - 1| = 3, no bonus: 2.
        GameRecord game = Match.builder(Su20.ruleset()).players(Strategy.alwaysRoll(2), Strategy.alwaysRoll(4))
                .dice(Dice.test(1)).goal(6).play();

        assertThat(game.turns()).extracting(TurnRecord::scores).startsWith(
                Scores.of(4, 0), Scores.of(4, 1), Scores.of(5, 1), Scores.of(5, 2));
    }

    @Test
    void offWhenTheOptionIsFalse() {
        GameRecord game = Match.builder(Su20.ruleset()).option(Su20.FERAL_HOGS, false)
                .players(Strategy.alwaysRoll(2), Strategy.alwaysRoll(1)).dice(Dice.test(4)).goal(5).play();

        assertThat(game.turns().get(0).scores()).isEqualTo(Scores.of(8, 0));
        assertThat(game.turns().get(0).effects()).isEmpty();
    }
}
