package dev.hog.course;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.hog.api.game.GameDefinition;
import dev.hog.api.rule.ExtraTurnRule;
import dev.hog.api.rule.Turn;
import dev.hog.api.rule.ZeroDiceRule;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.course.CoursePlayUtils.Version;
import dev.hog.rules.common.PigOut;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The course's {@code play_utils.py} checks against what the course's Python prints for the same game: the Hog of
 * {@code play-utils/mini_hog.py}, played by the course's own play_utils (see {@code play-utils/README.md} for how each
 * expected value was made).
 */
class CoursePlayUtilsTest {
    /** mini_hog.py's rules: Pig Out, 1 + the larger digit for no dice, one extra turn after a score ending in 7. */
    static final GameDefinition MINI = Ruleset.builder("mini")
            .rule(new PigOut())
            .rule(new ZeroDiceRule() {
                @Override
                public String name() {
                    return "Larger Digit";
                }

                @Override
                public int zeroDicePoints(Turn turn) {
                    int opponent = turn.opponentScore();
                    return 1 + Math.max(opponent / 10 % 10, opponent % 10);
                }
            })
            .rule(new ExtraTurnRule() {
                @Override
                public String name() {
                    return "Sevens";
                }

                @Override
                public boolean extraTurn(Turn turn) {
                    return turn.score() % 10 == 7 && !turn.isExtraTurn();
                }
            })
            .build().defaultGame();

    @Test
    void describesAGameAsTheCoursesDescribeGameDoes() {
        // sp21's play_utils: describe_game(hog, 5192, 43, 12, 47) with mini_hog
        assertThat(CoursePlayUtils.describeGame(MINI, 5192, 43, 12, 47)).containsExactly(
                "Start scores = (43, 12).\nPlayer 0 rolls 8 dice and gets outcomes [2, 1, 5, 1, 3, 3, 2, 3].\n"
                        + "End scores = (44, 12)",
                "Start scores = (44, 12).\nPlayer 1 rolls 8 dice and gets outcomes [5, 2, 5, 3, 5, 4, 2, 1].\n"
                        + "End scores = (44, 13)",
                "Start scores = (44, 13).\nPlayer 0 rolls 6 dice and gets outcomes [2, 3, 1, 1, 6, 1].\n"
                        + "End scores = (45, 13)",
                "Start scores = (45, 13).\nPlayer 1 rolls 3 dice and gets outcomes [4, 6, 5].\nEnd scores = (45, 28)",
                "Start scores = (45, 28).\nPlayer 0 rolls 3 dice and gets outcomes [4, 5, 2].\nEnd scores = (56, 28)",
                "Game Over");
    }

    @Test
    void anExtraTurnIsATurnOfItsOwn() {
        // describe_game(hog, 2, 0, 0, 40): player 1 reaches 27 and goes again
        List<String> turns = CoursePlayUtils.describeGame(MINI, 2, 0, 0, 40);

        assertThat(turns).hasSize(13);
        assertThat(turns.subList(5, 8)).containsExactly(
                "Start scores = (16, 19).\nPlayer 1 rolls 2 dice and gets outcomes [4, 4].\nEnd scores = (16, 27)",
                "Start scores = (16, 27).\nPlayer 1 rolls 8 dice and gets outcomes [1, 6, 6, 3, 5, 4, 4, 1].\n"
                        + "End scores = (16, 28)",
                "Start scores = (16, 28).\nPlayer 0 rolls 0 dice and gets outcomes [].\nEnd scores = (25, 28)");
        assertThat(turns.get(11)).isEqualTo(
                "Start scores = (26, 35).\nPlayer 0 rolls 4 dice and gets outcomes [3, 5, 4, 2].\nEnd scores = (40, 35)");
    }

    @Test
    void thousandGamesMatchTheStaffTracesOfTheFa17Check() throws URISyntaxException {
        assertThat(CoursePlayUtils.checkPlayFunction(MINI, resource("mini-fa17.sol"), Version.FA17, false)).isEmpty();
    }

    @Test
    void thousandGamesWithTracedDiceMatchTheStaffTracesOfTheSp19Check() throws URISyntaxException {
        assertThat(CoursePlayUtils.checkPlayFunction(MINI, resource("mini-sp19-last.sol"), Version.SP19, true))
                .isEmpty();
    }

    @Test
    void aGameThatDiffersIsPrintedAsTheFa17CheckPrintsIt(@TempDir Path folder)
            throws IOException, URISyntaxException {
        // game 3's first hash, 1319611474, made 12345; check_play_function(hog) printed these lines
        Path wrong = folder.resolve("play.sol");
        Files.writeString(wrong, Files.readString(resource("mini-fa17.sol")).replace("[1319611474]", "[12345]"));

        assertThat(CoursePlayUtils.checkPlayFunction(MINI, wrong, Version.FA17, false)).containsExactly(
                "Incorrect result after playing 3 game(s):",
                "----------------------------------------------------------------",
                "            score0  score1    Turn Summary",
                "----------------------------------------------------------------",
                "Turn 0:          0       0    Player 0 rolls 10 six-sided dice:",
                "              +108     +36        ",
                "               108      36    ",
                "----------------------------------------------------------------",
                "Final Score:   108      36",
                "----------------------------------------------------------------",
                "Incorrect implementation of game at turn 0.",
                "Please read over the trace to find your error.",
                "",
                "If you're having trouble, try looking up the error ID on Piazza,",
                "or making a post with this full trace output.",
                "(error_id: 1486542612)");
    }

    @Test
    void aGameThatDiffersIsPrintedAsTheSp19CheckPrintsItWithEveryTurnAndItsTracedDice(@TempDir Path folder)
            throws IOException, URISyntaxException {
        // game 5's hash, 2193788307, made 1; check_play_function(hog) printed these lines
        Path wrong = folder.resolve("play.sol");
        Files.writeString(wrong, Files.readString(resource("mini-sp19-last.sol")).replace("[2193788307]", "[1]"));

        List<String> printed = CoursePlayUtils.checkPlayFunction(MINI, wrong, Version.SP19, true);

        assertThat(printed).hasSize(52).startsWith("Incorrect result after playing 5 game(s):")
                .endsWith("(error_id: 1074297622)");
        assertThat(printed.subList(4, 11)).containsExactly(
                "Turn 0:          0       0    Player 0 rolls 8 six-sided dice:",
                "                +1                3, 3, 6, 1, 6, 5, 5, 3",
                "                 1       0    Dice sum: 32 (rolled ones)",
                "----------------------------------------------------------------",
                "Turn 1:          1       0    Player 1 rolls 5 six-sided dice:",
                "                        +1        5, 3, 1, 3, 1",
                "                 1       1    Dice sum: 13 (rolled ones)");
        assertThat(printed.subList(12, 15)).containsExactly(
                "Turn 2:          1       1    Player 0 rolls 1 six-sided die:",
                "                +2                2",
                "                 3       1    Dice sum: 2 ");
        assertThat(printed.subList(32, 35)).as("the extra turn's dice go to the turn before, which the check traced")
                .containsExactly(
                        "Turn 7:         29      44    Player 1 rolls 7 six-sided dice:",
                        "                       +44        4, 6, 5, 5, 4, 5, 4, 6, 5",
                        "                29      88    Dice sum: 44 ");
        assertThat(printed.subList(43, 47)).containsExactly(
                "----------------------------------------------------------------",
                "Final Score:    30     107",
                "----------------------------------------------------------------",
                "Incorrect implementation of game at turn 0.");
    }

    @Test
    void aSessionRunsTheCoursesCallsUnchanged() throws URISyntaxException {
        CaseInterpreter session = new CaseInterpreter().bind("hog", "hog").bind("hog_gui", "hog_gui")
                .define("simple_update", "", args -> null);
        CoursePlayUtils.of(resource("README.md").getParent()).bind(session, MINI);

        assertThat(session.run("turns = tests.play_utils.describe_game(hog, hog_gui, test_number=5192, score0=43,"
                + " score1=12, goal=47); print(turns[0])")).isEqualTo("Start scores = (43, 12). | Player 0 rolls 8 dice"
                + " and gets outcomes [2, 1, 5, 1, 3, 3, 2, 3]. | End scores = (44, 12)");
        assertThat(session.run("print(turns[5])")).isEqualTo("Game Over");
        assertThatThrownBy(() -> session.run("tests.play_utils.describe_game(hog, test_number=1, score0=0, score1=0,"
                + " goal=10, update=hog.simple_update)")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("describe_game was given update= or feral_hogs=, but the session chooses no"
                        + " rules by them");
    }

    @Test
    void theKeywordsOfACallChooseTheRulesAsTheSessionSays() {
        CaseInterpreter session = new CaseInterpreter().bind("hog", "hog")
                .define("simple_update", "", args -> null);
        GameDefinition shortGame = MINI.withGoal(20);
        CoursePlayUtils.withoutCourseFiles()
                .rulesBy(args -> args.functionName("update").equals("simple_update") ? shortGame : MINI)
                .bind(session, MINI);

        assertThat(session.run("turns = tests.play_utils.describe_game(hog, test_number=5192, score0=43, score1=12,"
                + " goal=47, update=hog.simple_update); len(turns)")).isEqualTo("6");
        assertThatThrownBy(() -> session.run("tests.play_utils.check_play_function(hog)"))
                .isInstanceOf(UnsupportedCaseException.class)
                .hasMessageStartingWith("check_play_function needs the course's tests/play.sol");
    }

    @Test
    void theVersionIsReadFromTheCoursesPlayUtils(@TempDir Path folder) throws IOException {
        Path fa17 = folder.resolve("fa17.py");
        Files.writeString(fa17, "def make_random_strat():\n    roll = random.randrange(0, 11)\n"
                + "def is_successor(self, other):\n    if self.score0 == other.score0 or not self.is_over():\n"
                + "def check_play_function(hog):\n");
        Path sp19 = folder.resolve("sp19.py");
        Files.writeString(sp19, "roll = random.randrange(0, 11)\ndef check_play_function(hog):\n"
                + "    if len(trace) and len(sol) and trace[-1].is_correct(sol[-1]):\n");
        Path fa16 = folder.resolve("fa16.py");
        Files.writeString(fa16, "roll = random.randrange(-1, 11)\ndef check_play_function(hog):\n"
                + "    not self.is_over()\n    hog.reroll = lambda dice: traced_rerolled\n");
        Path unknown = folder.resolve("unknown.py");
        Files.writeString(unknown, "roll = random.randrange(-1, 11)\ndef check_play_function(hog):\n");

        assertThat(Version.of(fa17)).isEqualTo(Version.FA17);
        assertThat(Version.of(sp19)).isEqualTo(Version.SP19);
        assertThat(Version.of(fa16)).isEqualTo(Version.FA16);
        assertThatThrownBy(() -> Version.of(unknown)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageEndingWith("has no check_play_function of a version known here (fa16, sp17 to fa18, or"
                        + " sp19 to fa19)");
    }

    @Test
    void theCourseHashIsTheLowWordOfTheMd5() {
        // hash((0, 0, 5)) with the course's hash(val) = int(md5(str(val).encode()).hexdigest(), 16) & 0xffffffff
        assertThat(CoursePlayUtils.hash("(0, 0, 5)")).isEqualTo(2950809804L);
    }

    private static Path resource(String name) throws URISyntaxException {
        return Path.of(CoursePlayUtilsTest.class.getResource("/play-utils/" + name).toURI());
    }
}
