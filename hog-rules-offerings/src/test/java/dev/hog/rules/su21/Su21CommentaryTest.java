package dev.hog.rules.su21;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.course.CaseInterpreter;
import dev.hog.course.CourseCommentaries;
import org.junit.jupiter.api.Test;

/**
 * The commentary cases of su21's {@code tests/06.py}, which define their commentary functions in Python: the same
 * games with the same commentaries in Java ({@link CourseCommentaries}), printing what the course expects. Extra turns
 * of More Boar call the commentary too.
 */
class Su21CommentaryTest {
    private final CaseInterpreter session = Su21CourseCasesTest.session()
            .bind("echo", CourseCommentaries.echo())
            .bind("echo_then_total", CourseCommentaries.echoThenTotal())
            .bind("echo_0", CourseCommentaries.echo0())
            .bind("echo_1", CourseCommentaries.echo1())
            .define("count", "n", args -> CourseCommentaries.count(args.integer("n")));

    @Test
    void echoSaysBothScoresAfterEveryTurn() {
        assertThat(session.run("s0, s1 = play(always_roll(1), always_roll(1), dice=make_test_dice(3), goal=5,"
                + " say=echo)")).isEqualTo("3 0 | 3 3 | 6 3");
        assertThat(session.run("strat0 = lambda score, opponent: 1 - opponent // 10; strat1 = always_roll(3);"
                + " s0, s1 = play(strat0, strat1, dice=make_test_dice(4, 2, 6), goal=15, say=echo)"))
                .isEqualTo("4 0 | 4 12 | 9 12 | 9 24");
    }

    @Test
    void countReturnsTheNextCommentary() {
        assertThat(session.run("s0, s1 = play(always_roll(1), always_roll(1), dice=make_test_dice(5), goal=10,"
                + " say=count(1))")).isEqualTo("1 5 | 2 5 | 3 10");
    }

    @Test
    void theCommentaryReturnedIsTheOneCalledNextEvenWithExtraTurns() {
        assertThat(session.run("s0, s1 = play(always_roll(1), always_roll(1), dice=make_test_dice(2, 5), goal=10,"
                + " say=echo_then_total)")).isEqualTo("2 0 | 7 | 4 5 | 14");
        // 8 against 2 and 16 against 2: More Boar gives player 0 another turn (8 > 2, 1 < 2 for 16).
        assertThat(session.run("s0, s1 = play(always_roll(1), always_roll(1), dice=make_test_dice(8, 2), goal=20,"
                + " say=echo_then_total)")).isEqualTo("8 0 | 10 | 16 2 | 20 | 26 2");
    }

    @Test
    void bothSaysWhatEachSays() {
        assertThat(session.run("s0, s1 = play(always_roll(1), always_roll(1), dice=make_test_dice(2), goal=3,"
                + " say=both(echo_0, echo_1))")).isEqualTo("* 2 | ** 0 | * 2 | ** 2 | * 4 | ** 2");
    }
}
