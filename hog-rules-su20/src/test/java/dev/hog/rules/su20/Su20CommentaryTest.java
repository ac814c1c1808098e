package dev.hog.rules.su20;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.Commentary;
import dev.hog.api.Dice;
import dev.hog.api.Game;
import dev.hog.api.GameRecord;
import dev.hog.api.Strategy;
import dev.hog.api.TurnRecord;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * The su20 commentary cases whose commentaries are functions the course's tests define, translated to Java, and the
 * su20 words of {@code announce_highest}.
 */
class Su20CommentaryTest {
    /** The course's {@code echo}: prints both scores and returns itself. */
    private static final Commentary ECHO = new Commentary() {
        @Override
        public Commentary say(int score0, int score1, Consumer<String> say) {
            say.accept(score0 + " " + score1);
            return this;
        }
    };

    private static List<String> commentary(Strategy strategy0, Strategy strategy1, Dice dice, int goal,
            Commentary say) {
        GameRecord game = Game.builder(Su20.ruleset()).players(strategy0, strategy1).dice(dice).goal(goal)
                .commentary(say).play();
        return game.turns().stream().flatMap(turn -> turn.commentary().stream()).toList();
    }

    @Test
    void echoIsCalledAfterEveryTurn() {
        assertThat(commentary(Strategy.alwaysRoll(1), Strategy.alwaysRoll(1), Dice.test(3), 5, ECHO))
                .containsExactly("3 0", "3 3", "9 3");
    }

    /** The course's {@code count(n)}: prints n and player 0's score, and returns {@code count(n + 1)}. */
    private record Count(int n) implements Commentary {
        @Override
        public Commentary say(int score0, int score1, Consumer<String> say) {
            say.accept(n + " " + score0);
            return new Count(n + 1);
        }
    }

    @Test
    void eachTurnCallsTheCommentaryTheLastOneReturned() {
        assertThat(commentary(Strategy.alwaysRoll(1), Strategy.alwaysRoll(1), Dice.test(3), 10, new Count(1)))
                .containsExactly("1 3", "2 3", "3 9", "4 9", "5 15");
    }

    @Test
    void echoWithAStrategyOfTheOpponentsScore() {
        Strategy strat0 = (score, opponent) -> 1 - opponent / 10;

        assertThat(commentary(strat0, Strategy.alwaysRoll(3), Dice.test(4, 2, 6), 15, ECHO))
                .containsExactly("4 0", "4 12", "12 13", "12 25");
    }

    /** The course's {@code echo} that returns {@code total}, which returns {@code echo}. */
    private static final class EchoThenTotal implements Commentary {
        private final boolean total;

        EchoThenTotal(boolean total) {
            this.total = total;
        }

        @Override
        public Commentary say(int score0, int score1, Consumer<String> say) {
            say.accept(total ? String.valueOf(score0 + score1) : score0 + " " + score1);
            return new EchoThenTotal(!total);
        }
    }

    @Test
    void commentariesThatTakeTurns() {
        assertThat(commentary(Strategy.alwaysRoll(1), Strategy.alwaysRoll(1), Dice.test(2, 3), 15,
                new EchoThenTotal(false)))
                .containsExactly("2 0", "5", "4 3", "13", "6 9", "21");
    }

    @Test
    void bothSaysWhatEachSaysInOrder() {
        Commentary echo0 = new Commentary() {
            @Override
            public Commentary say(int score0, int score1, Consumer<String> say) {
                say.accept("* " + score0);
                return this;
            }
        };
        Commentary echo1 = new Commentary() {
            @Override
            public Commentary say(int score0, int score1, Consumer<String> say) {
                say.accept("** " + score1);
                return this;
            }
        };

        assertThat(commentary(Strategy.alwaysRoll(1), Strategy.alwaysRoll(1), Dice.test(2), 3,
                Commentary.both(echo0, echo1)))
                .containsExactly("* 2", "** 0", "* 2", "** 2", "* 4", "** 2");
    }

    @Test
    void theRecordKeepsEachTurnsCommentaryWithTheTurn() {
        GameRecord game = Game.builder(Su20.ruleset()).players(Strategy.alwaysRoll(1), Strategy.alwaysRoll(1))
                .dice(Dice.test(5, 3, 5)).goal(10)
                .commentary(Commentary.both(Su20.ruleset().announceHighest(0), Su20.ruleset().announceHighest(1)))
                .play();

        assertThat(game.turns()).extracting(TurnRecord::commentary).containsExactly(
                List.of("5 point(s)! That's the biggest gain yet for Player 0"),
                List.of("3 point(s)! That's the biggest gain yet for Player 1"),
                List.of());
    }
}
