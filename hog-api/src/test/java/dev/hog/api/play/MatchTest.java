package dev.hog.api.play;

import dev.hog.api.rule.ToyRules;
import dev.hog.api.EngineLimitException;
import dev.hog.api.HogException;
import dev.hog.api.game.GameState;
import dev.hog.api.game.Scores;
import dev.hog.api.game.Strategy;
import dev.hog.api.rule.Effect;
import dev.hog.api.ruleset.Option;
import dev.hog.api.ruleset.Ruleset;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** The game engine, under the toy rules. */
class MatchTest {
    private static Match.Builder toy() {
        return Match.builder(ToyRules.RULESET);
    }

    /** A strategy that counts how often it is asked. */
    private static final class Counting implements Strategy {
        private final int dice;
        private int asked;

        Counting(int dice) {
            this.dice = dice;
        }

        @Override
        public int numRolls(int score, int opponentScore) {
            asked++;
            return dice;
        }
    }

    @Test
    void asksEachStrategyExactlyOncePerTurn() {
        Counting first = new Counting(3);
        Counting second = new Counting(0);

        GameRecord game = toy().players(first, second).dice(Dice.fair(7)).play();

        long turns0 = game.turns().stream().filter(turn -> turn.player() == 0).count();
        long turns1 = game.turns().stream().filter(turn -> turn.player() == 1).count();
        assertThat(first.asked).isEqualTo(turns0);
        assertThat(second.asked).isEqualTo(turns1);
    }

    @Test
    void rollsEveryDieEvenAfterAOne() {
        TestDice dice = Dice.test(1, 5, 5, 5);

        GameRecord game = toy().players(Strategy.alwaysRoll(4), Strategy.alwaysRoll(4)).dice(dice).goal(1).play();

        assertThat(game.turns()).singleElement().satisfies(turn -> {
            assertThat(turn.outcomes()).containsExactly(1, 5, 5, 5);
            assertThat(turn.points()).isZero();
            assertThat(turn.effects()).extracting(Effect::rule).contains("Snake Eyes");
        });
        assertThat(dice.rolled()).isEqualTo(4);
    }

    @Test
    void callsTheCommentaryAfterEveryTurnIncludingExtraAndLastTurns() {
        List<String> said = new ArrayList<>();
        Commentary everyTurn = new Commentary() {
            @Override
            public Commentary say(int score0, int score1, Consumer<String> say) {
                said.add(score0 + "-" + score1);
                return this;
            }
        };

        GameRecord game = toy().players(Strategy.alwaysRoll(2), Strategy.alwaysRoll(2)).dice(Dice.fair(3))
                .commentary(everyTurn).play();

        assertThat(said).hasSize(game.turns().size());
        assertThat(said.get(said.size() - 1))
                .isEqualTo(game.finalScores().score0() + "-" + game.finalScores().score1());
    }

    @Test
    void recordsWhoMovedTheDiceTheFacesThePointsAndTheScores() {
        GameRecord game = toy().players(Strategy.alwaysRoll(2), Strategy.alwaysRoll(0)).dice(Dice.test(3, 4))
                .goal(12).play();

        assertThat(game.turns()).hasSize(3);
        TurnRecord first = game.turns().get(0);
        assertThat(first.player()).isZero();
        assertThat(first.dice()).isEqualTo(2);
        assertThat(first.sides()).isEqualTo(6);
        assertThat(first.outcomes()).containsExactly(3, 4);
        assertThat(first.points()).isEqualTo(7);
        assertThat(first.scores()).isEqualTo(Scores.of(7, 0));
        TurnRecord second = game.turns().get(1);
        assertThat(second.points()).as("half of 7, plus 1").isEqualTo(4);
        assertThat(second.outcomes()).isEmpty();
        assertThat(second.effects()).extracting(Object::toString)
                .containsExactly("Half! 4 points.");
        assertThat(game.finalScores()).isEqualTo(Scores.of(15, 4));
        assertThat(game.winner()).isZero();
    }

    @Test
    void recordsTheTurnNumberAndWhetherATurnIsAnExtraTurn() {
        // Behind by more than 20 after moving: Again gives player 0 extra turns until they catch up. Echo adds 1 to
        // each roll of one die after the first.
        GameRecord game = toy().players(Strategy.alwaysRoll(1), Strategy.alwaysRoll(1)).start(0, 40)
                .dice(Dice.test(5)).goal(45).play();

        assertThat(game.turns()).extracting(TurnRecord::number).containsExactly(0, 1, 2, 3, 4);
        assertThat(game.turns()).extracting(TurnRecord::player).containsExactly(0, 0, 0, 0, 1);
        assertThat(game.turns()).extracting(TurnRecord::extraTurn).containsExactly(false, true, true, true, false);
        assertThat(game.turns()).extracting(TurnRecord::scores).containsExactly(Scores.of(5, 40),
                Scores.of(11, 40), Scores.of(17, 40), Scores.of(23, 40), Scores.of(23, 45));
    }

    @Test
    void aStrategySeesTheWholeStateOfItsTurn() {
        List<GameState> seen = new ArrayList<>();
        Strategy watching = new Strategy() {
            @Override
            public int numRolls(int score, int opponentScore) {
                throw new AssertionError("the engine asks numRolls(GameState)");
            }

            @Override
            public int numRolls(GameState state) {
                seen.add(state);
                return 1;
            }
        };

        toy().players(watching, watching).start(0, 40).dice(Dice.test(5)).goal(45).play();

        assertThat(seen.get(1)).hasToString(
                "GameState[score0=5, score1=40, mover=0, turn=1, extraTurn=true, memory0=1, memory1=11]");
        assertThat(seen.get(4)).hasToString(
                "GameState[score0=23, score1=40, mover=1, turn=4, extraTurn=false, memory0=1, memory1=11]");
    }

    @Test
    void playAndFinalScoresPlayTheSameGameForTheSameSeed() {
        Match.Builder builder = toy().players(Strategy.alwaysRoll(3), (score, opponent) -> score < opponent ? 5 : 1);

        Scores recorded = builder.dice(Dice.fair(99)).play().finalScores();
        Scores quick = builder.dice(Dice.fair(99)).build().finalScores();

        assertThat(quick).isEqualTo(recorded);
    }

    @Test
    void theSameSeedPlaysTheSameGame() {
        GameRecord one = toy().players(Strategy.alwaysRoll(3), Strategy.alwaysRoll(2)).dice(Dice.fair(5)).play();
        GameRecord two = toy().players(Strategy.alwaysRoll(3), Strategy.alwaysRoll(2)).dice(Dice.fair(5)).play();

        assertThat(two).isEqualTo(one);
    }

    @Test
    void aGameThatStartsAtTheGoalIsAlreadyOver() {
        GameRecord game = toy().players(Strategy.alwaysRoll(3), Strategy.alwaysRoll(3)).start(50, 10).play();

        assertThat(game.turns()).isEmpty();
        assertThat(game.winner()).isZero();
    }

    @Test
    void theListenerHearsEachTurnAsItIsPlayed() {
        List<TurnRecord> heard = new ArrayList<>();

        GameRecord game = toy().players(Strategy.alwaysRoll(3), Strategy.alwaysRoll(3)).dice(Dice.fair(1))
                .listener(heard::add).play();

        assertThat(heard).isEqualTo(game.turns());
    }

    @Test
    void aStrategyChoosingTooManyDiceIsAnErrorNamingItTheValueAndTheRange() {
        Strategy eleven = Strategy.named("greedy", (score, opponent) -> 11);

        assertThatThrownBy(() -> toy().players(Strategy.alwaysRoll(1), eleven).dice(Dice.test(2)).play())
                .isInstanceOf(HogException.class)
                .hasMessage("Player 1's strategy greedy chose 11 dice on turn 1 (score 0, opponent 2);"
                        + " a turn rolls from 0 to 5 dice");
    }

    @Test
    void aLambdaThatChoosesANegativeNumberIsNamedByItsPlayer() {
        assertThatThrownBy(() -> toy().players((score, opponent) -> -1, Strategy.alwaysRoll(1)).play())
                .isInstanceOf(HogException.class)
                .hasMessage("Player 0's strategy chose -1 dice on turn 0 (score 0, opponent 0);"
                        + " a turn rolls from 0 to 5 dice");
    }

    @Test
    void aNegativeStartScoreIsRefused() {
        assertThatThrownBy(() -> toy().players(Strategy.alwaysRoll(1), Strategy.alwaysRoll(1)).start(0, -5).build())
                .isInstanceOf(HogException.class)
                .hasMessage("Player 1's start score must be 0 or more, not -5");
    }

    @Test
    void aGoalBelowOneIsRefused() {
        assertThatThrownBy(() -> toy().goal(0)).isInstanceOf(HogException.class)
                .hasMessage("The goal must be from 1 to 10000, not 0");
    }

    @Test
    void anUnknownOptionIsRefusedWithTheOptionsThatExist() {
        assertThatThrownBy(() -> toy().option("tiny-dice", true)
                .players(Strategy.alwaysRoll(1), Strategy.alwaysRoll(1)).build())
                .isInstanceOf(HogException.class)
                .hasMessage("Ruleset toy has no option 'tiny-dice'; its options are small-dice, clock, mimic");
    }

    @Test
    void anIllTypedOptionIsRefusedWithWhatIsAllowed() {
        assertThatThrownBy(() -> toy().options(Map.of("small-dice", "yes"))
                .players(Strategy.alwaysRoll(1), Strategy.alwaysRoll(1)).build())
                .isInstanceOf(HogException.class)
                .hasMessage("Option small-dice takes true or false, not 'yes'");
        assertThatThrownBy(() -> toy().options(Map.of("small-dice", 1))
                .players(Strategy.alwaysRoll(1), Strategy.alwaysRoll(1)).build())
                .isInstanceOf(HogException.class)
                .hasMessage("Option small-dice takes true or false, not 1 (Integer)");
    }

    @Test
    void aMatchPlayedToTheEndNeedsBothStrategies() {
        assertThatThrownBy(() -> toy().play()).isInstanceOf(IllegalStateException.class)
                .hasMessage("A match played to the end needs a strategy for each player: call players(...)");
        assertThatThrownBy(() -> toy().build().playTurn()).isInstanceOf(IllegalStateException.class)
                .hasMessage("This match has no strategies: set them with players(...), or drive it with roll(dice)");
    }

    @Test
    void aCommentaryThatReturnsNullIsReported() {
        assertThatThrownBy(() -> toy().players(Strategy.alwaysRoll(1), Strategy.alwaysRoll(1))
                .commentary((score0, score1, say) -> null).play())
                .isInstanceOf(HogException.class)
                .hasMessageStartingWith("A commentary returned null after turn 0");
    }

    @Test
    void aRulesetWhoseTurnsCanAddNothingCannotLoopForever() {
        Ruleset stuck = Ruleset.builder("stuck").build();
        AtomicInteger turns = new AtomicInteger();
        Strategy zero = (score, opponent) -> {
            turns.incrementAndGet();
            return 0;
        };

        assertThatThrownBy(() -> Match.builder(stuck).players(zero, zero).build().finalScores())
                .isInstanceOf(EngineLimitException.class)
                .hasMessageStartingWith("The game did not end after 1000000 turns");
        assertThat(turns).hasValue(1_000_000);
    }

    @Test
    void drivingAMatchTurnByTurnPlaysTheSameGameAsItsStrategies() {
        GameRecord played = toy().players(Strategy.alwaysRoll(3), Strategy.alwaysRoll(2)).dice(Dice.fair(5)).play();

        Match driven = toy().dice(Dice.fair(5)).build();
        while (!driven.isOver()) {
            assertThat(driven.legalDice()).containsExactly(0, 1, 2, 3, 4, 5);
            TurnRecord turn = driven.roll(driven.mover() == 0 ? 3 : 2);
            assertThat(turn.scores()).isEqualTo(driven.scores());
            assertThat(driven.mover()).isEqualTo(turn.movesAgain() ? turn.player() : 1 - turn.player());
        }

        assertThat(driven.turns()).isEqualTo(played.turns());
        assertThat(driven.winner()).hasValue(played.winner());
        assertThat(driven.legalDice()).isEmpty();
        assertThat(driven.record()).isEqualTo(played);
    }

    @Test
    void aMatchRestoredAfterAnyTurnEndsExactlyAsTheSavedOne() {
        Strategy first = Strategy.alwaysRoll(4);
        Strategy second = (score, opponent) -> score < opponent ? 5 : 2;
        Match whole = toy().players(first, second).dice(Dice.fair(11)).commentary(Commentary.announceLeadChanges())
                .build();
        List<MatchSnapshot> saves = new ArrayList<>();
        while (!whole.isOver()) {
            saves.add(whole.snapshot());
            whole.playTurn();
        }

        for (MatchSnapshot saved : saves) {
            Match resumed = Match.restore(ToyRules.RULESET, saved).players(first, second)
                    .commentary(Commentary.announceLeadChanges()).build();
            assertThat(resumed.turns()).isEqualTo(saved.turns());
            resumed.play();
            assertThat(resumed.turns()).as("resumed after %d turns", saved.turns().size())
                    .isEqualTo(whole.turns());
        }
    }

    @Test
    void testDiceAreSavedWithTheirPlaceInTheOutcomes() {
        Match match = toy().dice(Dice.test(4, 1, 6, 3)).build();
        match.roll(3);
        MatchSnapshot saved = match.snapshot();

        assertThat(saved.savedDice()).contains("test:3:3:4,1,6,3");
        TurnRecord next = Match.restore(ToyRules.RULESET, saved).build().roll(2);
        assertThat(next.outcomes()).containsExactly(3, 4);
    }

    @Test
    void diceFromAGivenGeneratorCannotBeSaved() {
        Match match = toy().dice(Dice.fair(new java.util.SplittableRandom(3))).build();

        assertThat(match.snapshot().savedDice()).isEmpty();
    }

    @Test
    void aSnapshotWhoseTurnsTheRulesDoNotGiveIsRefusedNamingTheTurn() {
        Match match = toy().dice(Dice.test(5, 5, 5)).build();
        match.roll(2);
        MatchSnapshot saved = match.snapshot();
        TurnRecord turn = saved.turns().get(0);
        TurnRecord forged = turn.toBuilder().scores(Scores.of(99, 0)).build();
        MatchSnapshot tampered = MatchSnapshot.of(saved.ruleset(), saved.options(), saved.goal(), saved.start(),
                List.of(forged), saved.dice());

        assertThatThrownBy(() -> Match.restore(ToyRules.RULESET, tampered).build())
                .isInstanceOf(HogException.class)
                .hasMessage("The snapshot's turn 0: saved scores (99, 0), the rules give (10, 0)");
    }

    @Test
    void rollRefusesDiceOutOfRangeAndAMatchThatIsOver() {
        Match match = toy().start(0, 200).build();

        assertThatThrownBy(() -> match.roll(0)).isInstanceOf(HogException.class)
                .hasMessageStartingWith("The match is over");
        Match open = toy().build();
        assertThatThrownBy(() -> open.roll(11)).isInstanceOf(HogException.class)
                .hasMessage("Player 0 chose 11 dice on turn 0 (score 0, opponent 0); a turn rolls from 0 to 5 dice");
        assertThat(open.winner()).isEmpty();
        assertThat(match.winner()).hasValue(1);
    }


    @Test
    void afterUnrecordedTurnsAMatchHasNoRecordOrSnapshotToGive() {
        Match match = toy().players(Strategy.alwaysRoll(3), Strategy.alwaysRoll(2)).dice(Dice.fair(1)).build();
        match.playTurn();
        Scores end = match.finalScores();

        assertThat(match.isOver()).isTrue();
        assertThat(match.scores()).isEqualTo(end);
        assertThat(match.turns()).hasSize(1);
        assertThatThrownBy(match::snapshot).isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("finalScores() played ");
        assertThatThrownBy(match::record).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void aFinishedMatchRestoresFinished() {
        Match match = toy().players(Strategy.alwaysRoll(3), Strategy.alwaysRoll(2)).dice(Dice.fair(8)).build();
        match.play();

        Match restored = Match.restore(ToyRules.RULESET, match.snapshot()).build();

        assertThat(restored.isOver()).isTrue();
        assertThat(restored.winner()).isEqualTo(match.winner());
        assertThat(restored.record()).isEqualTo(match.record());
    }

    @Test
    void aSnapshotWithFacesTheDiceDoNotHaveIsRefusedNamingTheTurn() {
        Match match = toy().dice(Dice.fair(23)).build();
        match.roll(2);
        TurnRecord turn = match.snapshot().turns().get(0);
        TurnRecord forged = turn.toBuilder().outcomes(List.of(50, -45)).build();
        MatchSnapshot saved = match.snapshot();
        MatchSnapshot tampered = MatchSnapshot.of(saved.ruleset(), saved.options(), saved.goal(), saved.start(),
                List.of(forged), saved.dice());

        assertThatThrownBy(() -> Match.restore(ToyRules.RULESET, tampered).build())
                .isInstanceOf(HogException.class)
                .hasMessage("The snapshot's turn 0: the saved turn rolled 50 on a 6-sided die on turn 0; a die's faces"
                        + " are 1 to 6, so the turn is not played");
    }

    @Test
    void aRestoringBuilderKeepsTheSnapshotsSetUpAndGivesEachMatchItsOwnDice() {
        Match match = toy().dice(Dice.fair(21)).build();
        match.roll(4);
        Match.Builder restoring = Match.restore(ToyRules.RULESET, match.snapshot());

        assertThatThrownBy(() -> restoring.goal(10)).isInstanceOf(IllegalStateException.class)
                .hasMessage("This builder restores a snapshot and keeps its goal; set only the dice, players,"
                        + " commentary and listener");
        assertThatThrownBy(() -> restoring.start(5, 5)).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> restoring.option("clock", true)).isInstanceOf(IllegalStateException.class);
        TurnRecord next = match.roll(3);
        assertThat(restoring.build().roll(3)).isEqualTo(next);
        assertThat(restoring.build().roll(3)).as("a second match from the builder").isEqualTo(next);
    }

    @Test
    void theListenerHearsTurnsPlayedNotTurnsRestored() {
        Match match = toy().dice(Dice.fair(5)).build();
        match.roll(2);
        List<TurnRecord> heard = new ArrayList<>();

        Match restored = Match.restore(ToyRules.RULESET, match.snapshot()).listener(heard::add).build();
        TurnRecord next = restored.roll(1);

        assertThat(heard).containsExactly(next);
    }

}
