package dev.hog.rules.sp21;

import static dev.hog.course.CourseCommentaries.count;
import static dev.hog.course.CourseCommentaries.echo;
import static dev.hog.course.CourseCommentaries.echo0;
import static dev.hog.course.CourseCommentaries.echo1;
import static dev.hog.course.CourseCommentaries.echoThenTotal;
import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.play.Commentary;
import dev.hog.api.play.Dice;
import dev.hog.api.play.Match;
import dev.hog.api.game.Strategy;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The sp21 commentary cases whose commentaries are functions the course's tests define. More Boar's extra turns call
 * the commentary too, which is why these differ from su20's.
 */
class Sp21CommentaryTest {
    private static final Strategy ONE = Strategy.alwaysRoll(1);

    private static List<String> commentary(Strategy strategy0, Strategy strategy1, Dice dice, int goal,
            Commentary say) {
        return Match.builder(Sp21.ruleset()).players(strategy0, strategy1).dice(dice).goal(goal).commentary(say)
                .play().turns().stream().flatMap(turn -> turn.commentary().stream()).toList();
    }

    @Test
    void echoes() {
        assertThat(commentary(ONE, ONE, Dice.test(3), 5, echo())).containsExactly("3 0", "3 3", "6 3");
    }

    @Test
    void counts() {
        assertThat(commentary(ONE, ONE, Dice.test(5), 10, count(1))).containsExactly("1 5", "2 5", "3 10");
    }

    @Test
    void echoWithAStrategyOfTheOpponentsScore() {
        assertThat(commentary((score, opponent) -> 1 - opponent / 10, Strategy.alwaysRoll(3), Dice.test(4, 2, 6), 15,
                echo()))
                .containsExactly("4 0", "4 12", "8 12", "8 24");
    }

    @Test
    void commentariesThatTakeTurns() {
        assertThat(commentary(ONE, ONE, Dice.test(2, 5), 10, echoThenTotal()))
                .containsExactly("2 0", "7", "4 5", "14");
        assertThat(commentary(ONE, ONE, Dice.test(8, 2), 20, echoThenTotal()))
                .containsExactly("8 0", "10", "16 2", "20", "16 12", "30", "18 20");
    }

    @Test
    void both() {
        assertThat(commentary(ONE, ONE, Dice.test(2), 3, Commentary.both(echo0(), echo1())))
                .containsExactly("* 2", "** 0", "* 2", "** 2", "* 4", "** 2");
    }

    @Test
    void announceHighestInSp21sWords() {
        assertThat(commentary(ONE, ONE, Dice.test(5, 3, 5), 10,
                Commentary.both(Commentary.announceHighest(0, Sp21.ruleset().gainAnnouncement()), Commentary.announceHighest(1, Sp21.ruleset().gainAnnouncement()))))
                .containsExactly("Player 0 has reached a new maximum point gain. 5 point(s)!",
                        "Player 1 has reached a new maximum point gain. 3 point(s)!");
    }
}
