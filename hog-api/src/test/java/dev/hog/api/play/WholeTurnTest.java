package dev.hog.api.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.hog.api.HogException;
import dev.hog.api.game.GameState;
import dev.hog.api.game.Scores;
import dev.hog.api.game.Strategy;
import dev.hog.api.rule.ToyRules;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** A turn changes a match whole or not at all, whatever its dice, strategies, commentary or listener do. */
class WholeTurnTest {
    private static Match.Builder toy() {
        return Match.builder(ToyRules.RULESET);
    }

    /** Dice that roll these faces, then throw. */
    private static Dice failingAfter(int... faces) {
        int[] next = {0};
        return sides -> {
            if (next[0] == faces.length) {
                throw new IllegalStateException("the dice fell off the table");
            }
            return faces[next[0]++];
        };
    }

    /** Commentary that counts the turns it has heard, in the commentary it returns, and says the count. */
    private record Counting(int heard) implements Commentary {
        @Override
        public Commentary say(int score0, int score1, Consumer<String> say) {
            say.accept("turn heard " + (heard + 1));
            return new Counting(heard + 1);
        }
    }

    /** What a match holds between turns, to compare before and after a turn that failed. */
    private record Held(GameState state, Scores scores, List<TurnRecord> turns, List<Integer> legalDice) {
        static Held of(Match match) {
            return new Held(match.state(), match.scores(), match.turns(), match.legalDice());
        }
    }

    /** Loaded dice: a seven whatever the die. */
    private static final class Loaded implements Dice {
        @Override
        public int roll(int sides) {
            return 7;
        }

        @Override
        public String toString() {
            return "loaded dice";
        }
    }

    @Test
    void diceThatRollSevenOnSixSidesAreRefusedNamingTheDiceTheFaceAndTheSides() {
        Match match = toy().dice(new Loaded()).build();

        assertThatThrownBy(() -> match.roll(2)).isInstanceOf(HogException.class)
                .hasMessage("The dice loaded dice rolled 7 on a 6-sided die on turn 0; a die's faces are 1 to 6,"
                        + " so the turn is not played");
        assertThat(match.turns()).isEmpty();
        assertThat(match.scores()).isEqualTo(Scores.of(0, 0));
        assertThat(Match.restore(ToyRules.RULESET, match.snapshot()).build().turns()).isEmpty();
    }

    @Test
    void testDiceCountSevenOnSixSidesAsTheCoursesTestDiceDoAndTheMatchRestores() {
        Match match = toy().dice(Dice.test(7)).build();

        assertThat(match.roll(2).outcomes()).containsExactly(7, 7);
        assertThat(match.scores()).isEqualTo(Scores.of(14, 0));
        assertThat(Match.restore(ToyRules.RULESET, match.snapshot()).build().turns()).isEqualTo(match.turns());
    }

    @Test
    void aFaceBelowOneIsRefusedAsWellWhenTheMatchPlaysItselfWithoutRecords() {
        Match match = toy().players(Strategy.alwaysRoll(2), Strategy.alwaysRoll(2)).dice(sides -> 0).build();

        assertThatThrownBy(match::finalScores).isInstanceOf(HogException.class)
                .hasMessage("The dice rolled 0 on a 6-sided die on turn 0; a die's faces are 1 to 6, so the turn is"
                        + " not played");
        assertThat(match.scores()).isEqualTo(Scores.of(0, 0));
        assertThat(match.snapshot().turns()).as("no turn was played without a record").isEmpty();
    }

    @Test
    void diceThatThrowOnTheSecondDieLeaveTheMatchAsItWasBeforeThatTurn() {
        Match match = toy().dice(failingAfter(3, 4, 5)).commentary(new Counting(0)).build();
        match.roll(2);
        Held before = Held.of(match);

        assertThatThrownBy(() -> match.roll(2)).isInstanceOf(IllegalStateException.class)
                .hasMessage("the dice fell off the table");
        assertThat(Held.of(match)).isEqualTo(before);
    }

    @Test
    void aStrategyThatThrowsOnItsSecondChoiceLeavesTheTurnsBeforeIt() {
        int[] asked = {0};
        Strategy second = (score, opponent) -> {
            if (++asked[0] == 2) {
                throw new IllegalArgumentException("no idea");
            }
            return 1;
        };
        Match match = toy().players(second, Strategy.alwaysRoll(1)).dice(Dice.test(2, 3, 4))
                .commentary(new Counting(0)).build();

        assertThatThrownBy(match::play).isInstanceOf(IllegalArgumentException.class).hasMessage("no idea");
        assertThat(match.turns()).extracting(TurnRecord::number).containsExactly(0, 1);
        assertThat(match.scores()).isEqualTo(match.turns().get(1).scores());
        assertThat(match.mover()).isEqualTo(0);
    }

    @Test
    void aListenerThatThrowsLeavesTheMatchAndItsCommentaryAsTheyWereBeforeThatTurn() {
        int[] heard = {0};
        TurnListener once = turn -> {
            if (++heard[0] == 2) {
                throw new IllegalStateException("the screen is off");
            }
        };
        Match match = toy().dice(Dice.test(3)).commentary(new Counting(0)).listener(once).build();
        match.roll(1);
        Held before = Held.of(match);

        assertThatThrownBy(() -> match.roll(1)).isInstanceOf(IllegalStateException.class)
                .hasMessage("the screen is off");
        assertThat(Held.of(match)).isEqualTo(before);
        assertThat(match.roll(1).commentary()).as("the commentary did not keep the turn that failed")
                .containsExactly("turn heard 2");
    }

    @Test
    void aCommentaryThatThrowsLeavesTheMatchAsItWasBeforeThatTurn() {
        Commentary flaky = new Commentary() {
            @Override
            public Commentary say(int score0, int score1, Consumer<String> say) {
                if (score0 + score1 > 4) {
                    throw new IllegalStateException("lost for words");
                }
                return this;
            }
        };
        Match match = toy().dice(Dice.test(3)).commentary(flaky).build();
        match.roll(1);
        Held before = Held.of(match);

        assertThatThrownBy(() -> match.roll(1)).isInstanceOf(IllegalStateException.class)
                .hasMessage("lost for words");
        assertThat(Held.of(match)).isEqualTo(before);
    }

    @Test
    void aMatchPlayedWithoutRecordsKeepsEveryWholeTurnBeforeTheDiceFailed() {
        Strategy two = Strategy.alwaysRoll(2);
        List<TurnRecord> played = new ArrayList<>();
        Match recorded = toy().players(two, two).dice(failingAfter(3, 4, 5, 6, 2, 3, 4)).listener(played::add)
                .build();
        assertThatThrownBy(recorded::play).isInstanceOf(IllegalStateException.class);
        Match unrecorded = toy().players(two, two).dice(failingAfter(3, 4, 5, 6, 2, 3, 4)).build();

        assertThatThrownBy(unrecorded::finalScores).isInstanceOf(IllegalStateException.class)
                .hasMessage("the dice fell off the table");
        assertThat(played).hasSize(3);
        assertThat(unrecorded.state()).isEqualTo(recorded.state());
        assertThat(unrecorded.scores()).isEqualTo(played.get(2).scores());
    }
}
