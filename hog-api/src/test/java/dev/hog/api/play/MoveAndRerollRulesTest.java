package dev.hog.api.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.GameState;
import dev.hog.api.game.RollDistribution;
import dev.hog.api.game.Scores;
import dev.hog.api.game.Strategy;
import dev.hog.api.game.Transition;
import dev.hog.api.rule.DieSizeRule;
import dev.hog.api.rule.Effect;
import dev.hog.api.rule.MemoryRule;
import dev.hog.api.rule.MoveRule;
import dev.hog.api.rule.RerollRule;
import dev.hog.api.rule.RuleException;
import dev.hog.api.rule.Turn;
import dev.hog.api.ruleset.Ruleset;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A move chosen by a negative number, and faces rolled again, through the engine: a chop that scores 1 and swaps
 * six-sided dice for four-sided ones for both players (each player remembers whether they chopped an odd number of
 * times; the dice are swapped when exactly one did), and a re-roll of odd faces when the sum of the scores is a
 * multiple of 7.
 */
class MoveAndRerollRulesTest {
    static class Chop implements MoveRule, MemoryRule, DieSizeRule {
        @Override
        public String name() {
            return "Chop";
        }

        @Override
        public int choice() {
            return -1;
        }

        @Override
        public int points(Turn turn) {
            return 1;
        }

        @Override
        public int memorySize() {
            return 2;
        }

        @Override
        public int remember(Turn turn) {
            return turn.dice() == -1 ? 1 - turn.memory() : turn.memory();
        }

        @Override
        public int sides(Turn turn, int sides) {
            return (turn.memory() ^ turn.opponentMemory()) == 1 ? 4 : sides;
        }
    }

    static final class OddAgain implements RerollRule {
        @Override
        public String name() {
            return "Odd Again";
        }

        @Override
        public boolean appliesTo(Turn turn) {
            return (turn.score() + turn.opponentScore()) % 7 == 0;
        }

        @Override
        public boolean rerolls(int face) {
            return face % 2 == 1;
        }

        @Override
        public String announce() {
            return "Odd faces are rolled again.";
        }
    }

    private static final Ruleset CHOP = Ruleset.builder("chop").rule(new Chop()).rule(new OddAgain()).build();
    private static final GameDefinition GAME = CHOP.defaultGame();

    @Test
    void aMoveIsAChoiceBesideTheNumbersOfDice() {
        assertThat(GAME.choices()).containsExactly(-1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
        assertThat(GAME.legalDice(GAME.start(0, 0))).containsExactly(-1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
        assertThat(GAME.move(-1)).get().extracting(MoveRule::name).isEqualTo("Chop");
        assertThat(GAME.moves()).extracting(MoveRule::choice).containsExactly(-1);
        assertThat(GAME.move(0)).isEmpty();
        assertThat(GAME.move(-2)).isEmpty();
        assertThat(Ruleset.builder("plain").build().defaultGame().moves()).isEmpty();
        assertThat(Ruleset.builder("plain").build().defaultGame().choices()).containsExactly(0, 1, 2, 3, 4, 5, 6, 7,
                8, 9, 10);
    }

    @Test
    void aChopScoresItsPointsRollsNothingAndSwapsTheDiceForBothPlayers() {
        Match match = Match.builder(GAME).dice(Dice.test(2, 4)).start(1, 2).build();

        TurnRecord chop = match.roll(-1);
        assertThat(chop.dice()).isEqualTo(-1);
        assertThat(chop.outcomes()).isEmpty();
        assertThat(chop.points()).isEqualTo(1);
        assertThat(chop.scores()).isEqualTo(Scores.of(2, 2));
        assertThat(chop.effects()).containsExactly(Effect.of("Chop", "1 point."));
        assertThat(chop.toString()).contains("player 0 chose -1 for 1 points");
        // Both players now roll four-sided dice, until one of them chops again.
        TurnRecord four = match.roll(2);
        assertThat(four.sides()).isEqualTo(4);
        assertThat(four.effects()).containsExactly(Effect.of("Chop", "Rolling 4-sided dice."));
        GameState state = match.state();
        assertThat(GAME.sides(state, 3)).isEqualTo(4);
        GameState back = GAME.next(state, -1, 0);
        assertThat(GAME.sides(back, 3)).isEqualTo(6);
        assertThat(back.score0()).isEqualTo(state.score0() + 1);
    }

    @Test
    void aMoveLeadsToOneStateAndAMoveTheRulesDoNotHaveIsRefused() {
        GameState start = GAME.start(10, 20);
        List<Transition> transitions = GAME.transitions(start, -1);

        assertThat(transitions).hasSize(1);
        assertThat(transitions.get(0).probability()).isEqualTo(1.0);
        assertThat(transitions.get(0).state().score0()).isEqualTo(11);
        assertThatThrownBy(() -> GAME.next(start, -2, 0)).isInstanceOf(HogException.class)
                .hasMessage("Player 0 chose -2 dice on turn 0 (score 10, opponent 20); a turn rolls from 0 to 10 dice,"
                        + " or chooses -1 (Chop)");
        assertThatThrownBy(() -> Match.builder(Ruleset.builder("plain").build()).build().roll(-1))
                .isInstanceOf(HogException.class)
                .hasMessage("Player 0 chose -1 dice on turn 0 (score 0, opponent 0); a turn rolls from 0 to 10 dice");
        assertThatThrownBy(() -> GAME.sides(start, -3)).isInstanceOf(HogException.class)
                .hasMessage("The number of dice must be from 0 to 10, or a move's number (a turn rolls from 0 to 10"
                        + " dice, or chooses -1 (Chop)), not -3");
    }

    @Test
    void strategiesChooseAMoveByItsNumber() {
        Scores chopping = Match.builder(GAME).players(Strategy.alwaysRoll(-1), Strategy.alwaysRoll(-1)).build()
                .finalScores();
        assertThat(chopping).isEqualTo(Scores.of(100, 99));
        assertThat(CHOP.strategy("always:-1").numRolls(0, 0)).isEqualTo(-1);
        assertThatThrownBy(() -> Ruleset.builder("plain").build().strategy("always:-1"))
                .isInstanceOf(HogException.class).hasMessage("always:N needs a number of dice from 0 to 10, such as"
                        + " always:6; not always:-1");
        assertThatThrownBy(() -> CHOP.strategy("always:-2")).isInstanceOf(HogException.class)
                .hasMessage("always:N needs a number of dice from 0 to 10, or -1 for Chop, such as always:6; not"
                        + " always:-2");
    }

    @Test
    void anOddFaceIsRolledOnceMoreAndTheSecondFaceCountsWhateverItIs() {
        // 0 + 0 is a multiple of 7: the 3 is rolled again (a 5, which stands), the 2 stands.
        Match match = Match.builder(GAME).dice(Dice.test(3, 5, 2, 1, 6)).build();
        TurnRecord turn = match.roll(2);

        assertThat(turn.outcomes()).containsExactly(5, 2);
        assertThat(turn.points()).isEqualTo(7);
        assertThat(turn.effects()).containsExactly(Effect.of("Odd Again", "Odd faces are rolled again."));
        // 7 + 0 is a multiple of 7 again, for player 1: the 1 is rolled again and the 6 counts.
        TurnRecord next = match.roll(1);
        assertThat(next.outcomes()).containsExactly(6);
        // 7 + 6 is not: nothing is rolled again.
        TurnRecord plain = match.roll(1);
        assertThat(plain.effects()).isEmpty();
    }

    @Test
    void theChancesOfAReRolledDieWeighEachFaceByItsTwoRolls() {
        RollDistribution one = GAME.rollDistribution(GAME.start(0, 0), 1);
        // An even face: 1/6 at once, and 1/2 * 1/6 after an odd one; an odd face only after an odd one, 1/12.
        assertThat(one.size()).isEqualTo(6);
        for (int i = 0; i < one.size(); i++) {
            assertThat(one.chance(i)).as("face %d", one.points(i))
                    .isCloseTo(one.points(i) % 2 == 0 ? 0.25 : 1.0 / 12, within(1e-15));
        }
        RollDistribution plain = GAME.rollDistribution(GAME.start(1, 0), 1);
        assertThat(plain).isEqualTo(GAME.rollDistribution(1, 6));
        RollDistribution two = GAME.rollDistribution(GAME.start(0, 0), 2);
        double total = 0;
        double two12 = 0;
        for (int i = 0; i < two.size(); i++) {
            total += two.chance(i);
            two12 += two.points(i) == 12 ? two.chance(i) : 0;
        }
        assertThat(total).isCloseTo(1.0, within(1e-12));
        assertThat(two12).isCloseTo(0.25 * 0.25, within(1e-15));
        // The swapped dice are re-rolled too: a four-sided die shows 2 or 4 with 3/8 each.
        GameState chopped = GAME.next(GAME.start(6, 0), -1, 0);
        assertThat(chopped.score0() + chopped.score1()).isEqualTo(7);
        RollDistribution four = GAME.rollDistribution(chopped, 1);
        assertThat(four.sides()).isEqualTo(4);
        assertThat(four.chance(1)).isEqualTo(3.0 / 8);
    }

    @Test
    void aReplayedTurnKeepsTheFacesThatCounted() {
        Match match = Match.builder(GAME).dice(Dice.test(3, 5, 2, 1, 6, 4, 4)).build();
        match.roll(2);
        match.roll(1);
        GameRecord record = match.record();
        GameState again = GAME.next(GAME.start(0, 0), record.turns().get(0).outcomes());

        assertThat(again.score0()).isEqualTo(7);
    }

    @Test
    void aSavedMatchWithAMoveAndReRollsRestoresToTheSameState() {
        Match match = Match.builder(GAME).dice(Dice.test(3, 5, 2, 1, 6, 4, 4)).build();
        match.roll(2);
        match.roll(-1);
        match.roll(1);
        MatchSnapshot snapshot = match.snapshot();

        Match restored = Match.restore(CHOP, snapshot).build();
        assertThat(restored.state()).isEqualTo(match.state());
        assertThat(restored.turns()).isEqualTo(match.turns());
    }

    @Test
    void diceOfMoreSidesThanADieKindHoldsAreTheRulesFault() {
        DieSizeRule huge = new DieSizeRule() {
            @Override
            public String name() {
                return "Huge";
            }

            @Override
            public int sides(Turn turn, int sides) {
                return 70_000;
            }
        };
        Match match = Match.builder(Ruleset.builder("huge").rule(huge).build()).dice(Dice.test(5)).build();

        assertThatThrownBy(() -> match.roll(1)).isInstanceOf(RuleException.class)
                .hasMessageContaining("Rule Huge of huge chose dice with 70000 sides; a die has 1 to 65535 sides");
    }

    @Test
    void movesWithoutANumberOfTheirOwnAreRefused() {
        assertThatThrownBy(() -> Ruleset.builder("two").rule(new Chop()).rule(new Chop() {
            @Override
            public String name() {
                return "Other Chop";
            }
        }).build()).isInstanceOf(HogException.class)
                .hasMessageContaining("two moves chosen by -1 (Chop and Other Chop)");
        assertThatThrownBy(() -> Ruleset.builder("zero").rule(new Chop() {
            @Override
            public int choice() {
                return 0;
            }
        }).build()).isInstanceOf(RuleException.class)
                .hasMessageContaining("is chosen by 0; a move is chosen by a number from -9 to -1");
    }
}
