package dev.hog.rules.su18;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.groups.Tuple.tuple;

import dev.hog.api.play.Dice;
import dev.hog.api.rule.Effect;
import dev.hog.api.play.Match;
import dev.hog.api.play.GameRecord;
import dev.hog.api.game.Scores;
import dev.hog.api.game.Strategy;
import dev.hog.api.play.TurnRecord;
import org.junit.jupiter.api.Test;

/**
 * Whole su18 games with test dice. su18 published no tests: these games were worked out from the rule text alone,
 * turn by turn, and are written out here in full.
 */
class Su18PlayTest {
    @Test
    void aGameOfSwapsEndingInASwapAtTheGoal() {
        // Player 0 rolls five dice, player 1 four; the dice cycle 2, 6, 4, so player 0's rolls are 2,6,4,2,6 = 20
        // and player 1's are 4,2,6,4 = 16, turn after turn.
        GameRecord game = Match.builder(Su18.ruleset()).players(Strategy.alwaysRoll(5), Strategy.alwaysRoll(4))
                .dice(Dice.test(2, 6, 4)).play();

        assertThat(game.turns()).extracting(TurnRecord::player, TurnRecord::points, TurnRecord::scores)
                .containsExactly(
                        tuple(0, 20, Scores.of(0, 20)),    // 20 against 0: ones 0 == tens 0, swap
                        tuple(1, 16, Scores.of(0, 36)),    // 36 against 0: 6 != 0
                        tuple(0, 20, Scores.of(20, 36)),   // 20 against 36: 0 != 3
                        tuple(1, 16, Scores.of(52, 20)),   // 52 against 20: 2 == 2, swap
                        tuple(0, 20, Scores.of(20, 72)),   // 72 against 20: 2 == 2, swap
                        tuple(1, 16, Scores.of(20, 88)),   // 88 against 20: 8 != 2
                        tuple(0, 20, Scores.of(40, 88)),   // 40 against 88: 0 != 8
                        tuple(1, 16, Scores.of(104, 40))); // 104 against 40: 4 == 4, swap at the goal
        assertThat(game.winner()).as("player 1 reached the goal, and the swap handed it to player 0").isZero();
        assertThat(game.turns().get(7).effects()).extracting(Object::toString)
                .containsExactly("Swine Swap! Scores swapped.");
    }

    @Test
    void freeBaconTurnsAndPigOut() {
        // Player 0 always rolls no dice; player 1 rolls two dice of 3 then 1 (Pig Out) alternately.
        GameRecord game = Match.builder(Su18.ruleset()).players(Strategy.alwaysRoll(0), Strategy.alwaysRoll(2))
                .dice(Dice.test(3, 3, 1, 3)).goal(10).play();

        assertThat(game.turns()).extracting(TurnRecord::player, TurnRecord::points, TurnRecord::scores)
                .containsExactly(
                        tuple(0, 1, Scores.of(1, 0)),   // Free Bacon against 0: 1; 1 against 0: 1 != 0
                        tuple(1, 6, Scores.of(1, 6)),   // 3 + 3; 6 against 1: 6 != 0
                        tuple(0, 1, Scores.of(2, 6)),   // Free Bacon against 6: 1 + (0 * 6) = 1; 2 != 0
                        tuple(1, 1, Scores.of(2, 7)),   // 1 and 3: Pig Out; 7 against 2: 7 != 0
                        tuple(0, 1, Scores.of(3, 7)),   // against 7: 1; 3 != 0
                        tuple(1, 6, Scores.of(3, 13))); // 13 against 3: 3 != 0, the goal
        assertThat(game.turns().get(3).effects()).extracting(Object::toString)
                .containsExactly("Pig Out! A 1 came up: the turn scores 1.");
    }

    @Test
    void theSwapStrategyPlaysForABeneficialSwap() {
        // At 0 against 20, Free Bacon gives 1: 1 against 20 does not swap; at 1 against 20 it gives 1: 2 against 20
        // swaps up to 20. Player 0 plays swap:margin=8,rolls=1 from 1 against 20.
        Strategy swap = Su18.ruleset().strategyDefinition("swap").orElseThrow().create("rolls=1");
        GameRecord game = Match.builder(Su18.ruleset()).players(swap, Strategy.alwaysRoll(1)).start(1, 20)
                .dice(Dice.test(5)).goal(30).play();

        assertThat(game.turns().get(0).dice()).isZero();
        assertThat(game.turns().get(0).scores()).isEqualTo(Scores.of(20, 2));
        assertThat(game.turns().get(0).effects()).extracting(Effect::rule).containsExactly("Free Bacon", "Swine Swap");
    }
}
