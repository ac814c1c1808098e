package dev.hog.course;

import dev.hog.api.API;
import dev.hog.api.play.Commentary;
import java.util.function.Consumer;

/** The commentary functions the course's tests define, in Java. */
@API(status = API.Status.EXPERIMENTAL, since = "1.0")
public final class CourseCommentaries {
    private CourseCommentaries() {
    }

    /**
     * The course's {@code echo}: prints both scores and returns itself.
     *
     * @return the commentary
     */
    public static Commentary echo() {
        return new Echo();
    }

    /**
     * The course's {@code count(n)}: prints {@code n} and player 0's score, and returns {@code count(n + 1)}.
     *
     * @param n the first number printed
     * @return the commentary
     */
    public static Commentary count(int n) {
        return new Count(n);
    }

    /**
     * The course's {@code echo} that returns {@code total}, which prints the sum of the scores and returns
     * {@code echo}.
     *
     * @return the commentary, starting with {@code echo}
     */
    public static Commentary echoThenTotal() {
        return new EchoThenTotal(false);
    }

    /**
     * The course's {@code echo_0}: prints {@code "* "} and player 0's score.
     *
     * @return the commentary
     */
    public static Commentary echo0() {
        return new Starred("* ", 0);
    }

    /**
     * The course's {@code echo_1}: prints {@code "** "} and player 1's score.
     *
     * @return the commentary
     */
    public static Commentary echo1() {
        return new Starred("** ", 1);
    }

    private record Echo() implements Commentary {
        @Override
        public Commentary say(int score0, int score1, Consumer<String> say) {
            say.accept(score0 + " " + score1);
            return this;
        }
    }

    private record Count(int n) implements Commentary {
        @Override
        public Commentary say(int score0, int score1, Consumer<String> say) {
            say.accept(n + " " + score0);
            return new Count(n + 1);
        }
    }

    private record EchoThenTotal(boolean total) implements Commentary {
        @Override
        public Commentary say(int score0, int score1, Consumer<String> say) {
            say.accept(total ? String.valueOf(score0 + score1) : score0 + " " + score1);
            return new EchoThenTotal(!total);
        }
    }

    private record Starred(String prefix, int player) implements Commentary {
        @Override
        public Commentary say(int score0, int score1, Consumer<String> say) {
            say.accept(prefix + (player == 0 ? score0 : score1));
            return this;
        }
    }
}
