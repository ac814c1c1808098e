package dev.hog.rules.fa16;

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
 * Pork Chop, fa16: choosing -1 rolls no dice, scores 1 point and swaps six-sided and four-sided dice for both players,
 * until the next Pork Chop swaps them back.
 */
class PorkChopTest {
    private final PorkChop rule = new PorkChop();

    @Test
    void isChosenByMinusOneAndScoresOnePoint() {
        assertThat(rule.choice()).isEqualTo(-1);
        assertThat(rule.points(TestTurn.of(98, 91).withDice(-1))).isEqualTo(1);
        assertThat(rule.points(TestTurn.of(0, 0).withDice(-1).withMemories(1, 0))).isEqualTo(1);
    }

    @ParameterizedTest(name = "memories ({0}, {1}): {2}-sided dice")
    @CsvSource({"0, 0, 6", "1, 0, 4", "0, 1, 4", "1, 1, 6"})
    void theDiceAreSwappedWhenExactlyOnePlayerHasChoppedAnOddNumberOfTimes(int memory, int opponentMemory,
            int sides) {
        TestTurn turn = TestTurn.of(20, 30).withDice(3).withMemories(memory, opponentMemory);

        assertThat(rule.sides(turn, 6)).isEqualTo(sides);
        assertThat(PorkChop.swapped(turn)).isEqualTo(sides == 4);
        assertThat(rule.sides(turn.withDice(0), 6)).as("no dice to swap").isEqualTo(6);
        assertThat(rule.sides(turn.withDice(-1), 6)).as("no dice to swap").isEqualTo(6);
    }

    @ParameterizedTest(name = "memory {0}, {1} dice: remembers {2}")
    @CsvSource({"0, -1, 1", "1, -1, 0", "0, 0, 0", "1, 0, 1", "0, 5, 0", "1, 10, 1"})
    void eachPlayerRemembersWhetherTheyHaveChoppedAnOddNumberOfTimes(int memory, int dice, int remembered) {
        assertThat(rule.memorySize()).isEqualTo(2);
        assertThat(rule.initialMemory()).isZero();
        assertThat(rule.remember(TestTurn.of(40, 50).withDice(dice).withMemories(memory, 1))).isEqualTo(remembered);
    }

    @Test
    void aChopByEitherPlayerSwapsTheDiceForBoth() {
        // Player 0 chops: from then on player 1, who sees player 0's memory as the opponent's, rolls four-sided dice.
        int player0 = rule.remember(TestTurn.of(97, 90).withDice(-1));
        assertThat(rule.sides(TestTurn.of(90, 98).withDice(3).withMemories(0, player0), 6)).isEqualTo(4);
        // Player 0 chops again: six-sided dice for both.
        player0 = rule.remember(TestTurn.of(95, 98).withDice(-1).withMemories(player0, 0));
        assertThat(rule.sides(TestTurn.of(98, 99).withDice(3).withMemories(0, player0), 6)).isEqualTo(6);
        // Then player 1 chops: swapped again, for player 0 as for player 1.
        int player1 = rule.remember(TestTurn.of(98, 99).withDice(-1).withMemories(0, player0));
        assertThat(rule.sides(TestTurn.of(99, 99).withDice(3).withMemories(player0, player1), 6)).isEqualTo(4);
        assertThat(rule.sides(TestTurn.of(99, 99).withDice(3).withMemories(player1, player0), 6)).isEqualTo(4);
    }

    @Test
    void aGameOfChopsSwapsTheDiceForBothPlayersAndBackAgain() {
        // tests/05.py, "Assume that six-sided dice are in play": 97 against 90, six-sided dice always 3, four-sided
        // dice always 1. 97 chops to 98; 90 rolls three four-sided 1s, 3, boosted to 5: 95; 98 chops back to 99; 95
        // rolls three six-sided 3s, 9: 104.
        GameRecord game = Match.builder(Fa16.ruleset()).players(Strategy.alwaysRoll(-1), Strategy.alwaysRoll(3))
                .start(97, 90).dice(Dice.bySides(Map.of(4, Dice.test(1), 6, Dice.test(3)))).play();

        assertThat(game.turns()).extracting(TurnRecord::dice).containsExactly(-1, 3, -1, 3);
        assertThat(game.turns()).extracting(TurnRecord::points).containsExactly(1, 3, 1, 9);
        assertThat(game.turns().get(1).sides()).isEqualTo(4);
        assertThat(game.turns().get(3).sides()).isEqualTo(6);
        assertThat(game.finalScores()).isEqualTo(Scores.of(99, 104));
    }

    @Test
    void theSecondPlayersChopSwapsTheFirstPlayersDice() {
        // tests/05.py plays always_roll(2) against always_roll(-1) from 0 to 0 with every re-rolled die a 5, and
        // ends 104 to 20 (Fa16CourseCasesTest); with the test dice re-rolled as the rules roll them, 3 to 3 and 1 to
        // 1, it ends 105 to 22.
        GameRecord game = Match.builder(Fa16.ruleset()).players(Strategy.alwaysRoll(2), Strategy.alwaysRoll(-1))
                .dice(Dice.bySides(Map.of(4, Dice.test(1), 6, Dice.test(3)))).play();

        assertThat(game.turns().get(2).sides()).as("player 0 after player 1's first chop").isEqualTo(4);
        assertThat(game.turns().get(4).sides()).as("after the second").isEqualTo(6);
        assertThat(game.finalScores()).isEqualTo(Scores.of(105, 22));
    }

    @Test
    void announcesThePointAndTheDiceThatFollow() {
        assertThat(rule.announce(TestTurn.of(0, 0).withDice(-1)))
                .isEqualTo("1 point, and four-sided dice from now on.");
        assertThat(rule.announce(TestTurn.of(0, 0).withDice(-1).withMemories(0, 1)))
                .isEqualTo("1 point, and six-sided dice from now on.");
        assertThat(rule.announce(4)).isEqualTo("Four-sided dice: a Pork Chop swapped them.");
    }
}
