package dev.hog.rules.su20;

import static dev.hog.course.CourseCommentaries.count;
import static dev.hog.course.CourseCommentaries.echo;
import static dev.hog.course.CourseCommentaries.echo0;
import static dev.hog.course.CourseCommentaries.echo1;
import static dev.hog.course.CourseCommentaries.echoThenTotal;
import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.play.Commentary;
import dev.hog.api.play.Dice;
import dev.hog.api.play.Match;
import dev.hog.api.play.GameRecord;
import dev.hog.api.game.Strategy;
import dev.hog.api.play.TurnRecord;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The su20 commentary cases whose commentaries are functions the course's tests define, and the su20 words of
 * {@code announce_highest}.
 */
class Su20CommentaryTest {
    private static final Strategy ONE = Strategy.alwaysRoll(1);

    private static List<String> commentary(Strategy strategy0, Strategy strategy1, Dice dice, int goal,
            Commentary say) {
        GameRecord game = Match.builder(Su20.ruleset()).players(strategy0, strategy1).dice(dice).goal(goal)
                .commentary(say).play();
        return game.turns().stream().flatMap(turn -> turn.commentary().stream()).toList();
    }

    @Test
    void echoIsCalledAfterEveryTurn() {
        assertThat(commentary(ONE, ONE, Dice.test(3), 5, echo())).containsExactly("3 0", "3 3", "9 3");
    }

    @Test
    void eachTurnCallsTheCommentaryTheLastOneReturned() {
        assertThat(commentary(ONE, ONE, Dice.test(3), 10, count(1)))
                .containsExactly("1 3", "2 3", "3 9", "4 9", "5 15");
    }

    @Test
    void echoWithAStrategyOfTheOpponentsScore() {
        assertThat(commentary((score, opponent) -> 1 - opponent / 10, Strategy.alwaysRoll(3), Dice.test(4, 2, 6), 15,
                echo()))
                .containsExactly("4 0", "4 12", "12 13", "12 25");
    }

    @Test
    void commentariesThatTakeTurns() {
        assertThat(commentary(ONE, ONE, Dice.test(2, 3), 15, echoThenTotal()))
                .containsExactly("2 0", "5", "4 3", "13", "6 9", "21");
    }

    @Test
    void bothSaysWhatEachSaysInOrder() {
        assertThat(commentary(ONE, ONE, Dice.test(2), 3, Commentary.both(echo0(), echo1())))
                .containsExactly("* 2", "** 0", "* 2", "** 2", "* 4", "** 2");
    }

    @Test
    void theRecordKeepsEachTurnsCommentaryWithTheTurn() {
        GameRecord game = Match.builder(Su20.ruleset()).players(ONE, ONE).dice(Dice.test(5, 3, 5)).goal(10)
                .commentary(Commentary.both(Commentary.announceHighest(0, Su20.ruleset().gainAnnouncement()), Commentary.announceHighest(1, Su20.ruleset().gainAnnouncement())))
                .play();

        assertThat(game.turns()).extracting(TurnRecord::commentary).containsExactly(
                List.of("5 point(s)! That's the biggest gain yet for Player 0"),
                List.of("3 point(s)! That's the biggest gain yet for Player 1"),
                List.of());
    }
}
