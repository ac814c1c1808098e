package dev.hog.rules.sp21;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.Commentary;
import dev.hog.api.Dice;
import dev.hog.api.Game;
import dev.hog.api.Strategy;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * The sp21 commentary cases whose commentaries are functions the course's tests define, translated to Java. Extra
 * turns call the commentary too.
 */
class Sp21CommentaryTest {
    private static final Commentary ECHO = new Commentary() {
        @Override
        public Commentary say(int score0, int score1, Consumer<String> say) {
            say.accept(score0 + " " + score1);
            return this;
        }
    };

    private static List<String> commentary(Strategy strategy0, Strategy strategy1, Dice dice, int goal,
            Commentary say) {
        return Game.builder(Sp21.ruleset()).players(strategy0, strategy1).dice(dice).goal(goal).commentary(say)
                .play().turns().stream().flatMap(turn -> turn.commentary().stream()).toList();
    }

    @Test
    void echo() {
        assertThat(commentary(Strategy.alwaysRoll(1), Strategy.alwaysRoll(1), Dice.test(3), 5, ECHO))
                .containsExactly("3 0", "3 3", "6 3");
    }

    private record Count(int n) implements Commentary {
        @Override
        public Commentary say(int score0, int score1, Consumer<String> say) {
            say.accept(n + " " + score0);
            return new Count(n + 1);
        }
    }

    @Test
    void count() {
        assertThat(commentary(Strategy.alwaysRoll(1), Strategy.alwaysRoll(1), Dice.test(5), 10, new Count(1)))
                .containsExactly("1 5", "2 5", "3 10");
    }

    @Test
    void echoWithAStrategyOfTheOpponentsScore() {
        assertThat(commentary((score, opponent) -> 1 - opponent / 10, Strategy.alwaysRoll(3), Dice.test(4, 2, 6), 15,
                ECHO))
                .containsExactly("4 0", "4 12", "8 12", "8 24");
    }

    private record EchoThenTotal(boolean total) implements Commentary {
        @Override
        public Commentary say(int score0, int score1, Consumer<String> say) {
            say.accept(total ? String.valueOf(score0 + score1) : score0 + " " + score1);
            return new EchoThenTotal(!total);
        }
    }

    @Test
    void commentariesThatTakeTurns() {
        assertThat(commentary(Strategy.alwaysRoll(1), Strategy.alwaysRoll(1), Dice.test(2, 5), 10,
                new EchoThenTotal(false)))
                .containsExactly("2 0", "7", "4 5", "14");
        assertThat(commentary(Strategy.alwaysRoll(1), Strategy.alwaysRoll(1), Dice.test(8, 2), 20,
                new EchoThenTotal(false)))
                .containsExactly("8 0", "10", "16 2", "20", "16 12", "30", "18 20");
    }

    @Test
    void both() {
        Commentary star = new Commentary() {
            @Override
            public Commentary say(int score0, int score1, Consumer<String> say) {
                say.accept("* " + score0);
                return this;
            }
        };
        Commentary stars = new Commentary() {
            @Override
            public Commentary say(int score0, int score1, Consumer<String> say) {
                say.accept("** " + score1);
                return this;
            }
        };

        assertThat(commentary(Strategy.alwaysRoll(1), Strategy.alwaysRoll(1), Dice.test(2), 3,
                Commentary.both(star, stars)))
                .containsExactly("* 2", "** 0", "* 2", "** 2", "* 4", "** 2");
    }

    @Test
    void announceHighestInSp21sWords() {
        assertThat(commentary(Strategy.alwaysRoll(1), Strategy.alwaysRoll(1), Dice.test(5, 3, 5), 10,
                Commentary.both(Sp21.ruleset().announceHighest(0), Sp21.ruleset().announceHighest(1))))
                .containsExactly("Player 0 has reached a new maximum point gain. 5 point(s)!",
                        "Player 1 has reached a new maximum point gain. 3 point(s)!");
    }
}
