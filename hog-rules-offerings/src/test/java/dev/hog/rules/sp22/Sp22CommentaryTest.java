package dev.hog.rules.sp22;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.play.Commentary;
import dev.hog.course.CaseInterpreter;
import dev.hog.course.CourseCommentaries;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * The commentary cases of sp22's {@code tests/06.py} and {@code tests/07.py}, which define their commentary functions
 * in Python, in sp22's form (a function of the scores and the last leader, returning the leader and a message that
 * {@code play} prints): the same games with the same commentaries in Java, printing what the course expects.
 */
class Sp22CommentaryTest {
    private final CaseInterpreter session = Sp22CourseCasesTest.session()
            .bind("echo", CourseCommentaries.echo())
            .bind("total", new Total())
            .bind("echo_0", CourseCommentaries.echo0())
            .bind("echo_1", CourseCommentaries.echo1())
            .define("count", "n", args -> CourseCommentaries.count(args.integer("n")));

    /** The course's {@code total}: says the sum of the scores after every turn. */
    private record Total() implements Commentary {
        @Override
        public Commentary say(int score0, int score1, Consumer<String> say) {
            say.accept(String.valueOf(score0 + score1));
            return this;
        }
    }

    @Test
    void announceLeadChangesSaysANewLeaderAndNothingElse() {
        // tests/06.py's wrapper prints each call's message; None where it prints nothing. A tie leaves no leader.
        int[][] scores = {{8, 0}, {8, 6}, {18, 6}, {18, 22}, {22, 22}, {22, 42}, {30, 42}, {30, 77}, {83, 77},
            {83, 84}};
        List<String> messages = new ArrayList<>();
        Commentary commentary = Commentary.announceLeadChanges();
        for (int[] pair : scores) {
            List<String> said = new ArrayList<>();
            commentary = commentary.say(pair[0], pair[1], said::add);
            messages.add(said.isEmpty() ? "None" : String.join("\n", said));
        }

        assertThat(messages).containsExactly("Player 0 takes the lead by 8", "None", "None",
                "Player 1 takes the lead by 4", "None", "Player 1 takes the lead by 20", "None", "None",
                "Player 0 takes the lead by 6", "Player 1 takes the lead by 1");
    }

    @Test
    void echoSaysBothScoresAfterEveryTurn() {
        assertThat(session.run("s0, s1 = play(always_roll(1), always_roll(1), dice=make_test_dice(3), goal=5,"
                + " say=echo)")).isEqualTo("3 0 | 3 6");
        // Player 0 rolls no dice against 12: Hefty Hogs f1(f2(4)) % 30 = 24.
        assertThat(session.run("strat0 = lambda score, opponent: 1 - opponent // 10; strat1 = always_roll(3);"
                + " s0, s1 = play(strat0, strat1, dice=make_test_dice(4, 2, 6), goal=15, say=echo)"))
                .isEqualTo("4 0 | 4 12 | 28 12");
    }

    @Test
    void countCarriesItsCountFromTurnToTurn() {
        assertThat(session.run("s0, s1 = play(always_roll(1), always_roll(1), dice=make_test_dice(5), goal=15,"
                + " say=count(1))")).isEqualTo("1 5 | 2 5 | 3 10 | 4 10");
    }

    @Test
    void totalSaysTheSumAfterEveryTurn() {
        assertThat(session.run("s0, s1 = play(always_roll(1), always_roll(1), dice=make_test_dice(2, 5), goal=10,"
                + " say=total)")).isEqualTo("2 | 7 | 9 | 14");
    }

    @Test
    void bothSaysWhatEachSays() {
        assertThat(session.run("s0, s1 = play(always_roll(1), always_roll(1), dice=make_test_dice(2), goal=5,"
                + " say=both(echo_0, echo_1))")).isEqualTo("* 2 | ** 0 | * 2 | ** 4 | * 8 | ** 4");
    }
}
