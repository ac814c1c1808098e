package dev.hog.rules.fa21;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.course.CaseInterpreter;
import dev.hog.course.CourseCommentaries;
import org.junit.jupiter.api.Test;

/**
 * The commentary cases of fa21's {@code tests/06.py}, which define their commentary functions in Python: the same
 * games with the same commentaries in Java ({@link CourseCommentaries}), printing what the course expects. Hog Pile's
 * doubled scores are what it says.
 */
class Fa21CommentaryTest {
    private final CaseInterpreter session = Fa21CourseCasesTest.session()
            .bind("echo", CourseCommentaries.echo())
            .bind("echo_then_total", CourseCommentaries.echoThenTotal())
            .bind("echo_0", CourseCommentaries.echo0())
            .bind("echo_1", CourseCommentaries.echo1())
            .define("count", "n", args -> CourseCommentaries.count(args.integer("n")));

    @Test
    void echoSaysBothScoresAfterEveryTurn() {
        assertThat(session.run("s0, s1 = play(always_roll(1), always_roll(1), dice=make_test_dice(3), goal=5,"
                + " say=echo)")).isEqualTo("3 0 | 3 6");
        assertThat(session.run("strat0 = lambda score, opponent: 1 - opponent // 10; strat1 = always_roll(3);"
                + " s0, s1 = play(strat0, strat1, dice=make_test_dice(4, 2, 6), goal=15, say=echo)"))
                .isEqualTo("4 0 | 4 12 | 11 12 | 11 24");
    }

    @Test
    void countReturnsTheNextCommentary() {
        assertThat(session.run("s0, s1 = play(always_roll(1), always_roll(1), dice=make_test_dice(5), goal=15,"
                + " say=count(1))")).isEqualTo("1 5 | 2 5 | 3 20");
    }

    @Test
    void theCommentaryReturnedIsTheOneCalledNext() {
        assertThat(session.run("s0, s1 = play(always_roll(1), always_roll(1), dice=make_test_dice(2, 5), goal=10,"
                + " say=echo_then_total)")).isEqualTo("2 0 | 7 | 4 5 | 14");
    }

    @Test
    void bothSaysWhatEachSays() {
        assertThat(session.run("s0, s1 = play(always_roll(1), always_roll(1), dice=make_test_dice(2), goal=5,"
                + " say=both(echo_0, echo_1))")).isEqualTo("* 2 | ** 0 | * 2 | ** 4 | * 8 | ** 4");
    }
}
