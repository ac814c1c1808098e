package dev.hog.rules.sp22;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Strategy;
import dev.hog.api.play.Commentary;
import dev.hog.api.play.Dice;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.course.Arguments;
import dev.hog.course.CaseInterpreter;
import dev.hog.course.CourseCaseTests;
import dev.hog.course.CourseFunctions;
import dev.hog.course.CoursePlayUtils;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * sp22's own ok test files ({@code offerings/sp22/tests}), run through the API. sp22's commentary functions take the
 * last leader and return it with a message, which {@code play} prints; the SDK's commentaries say the same lines, in
 * sp22's words.
 */
class Sp22CourseCasesTest {
    private static final Ruleset SP22 = Sp22.ruleset();
    private static final GameDefinition RULES = SP22.defaultGame();
    private static final Path TESTS = tests();

    private final CourseCaseTests cases = CourseCaseTests.ofOkTests(TESTS, Sp22.ID, Sp22CourseCasesTest::session);

    static CaseInterpreter session() {
        CaseInterpreter session = CourseFunctions.session(RULES, CoursePlayUtils.of(TESTS));
        return session
                .define("hefty_hogs", "player_score, opponent_score", args ->
                        HeftyHogs.points(args.integer("player_score"), args.integer("opponent_score")))
                .define("take_turn", "num_rolls, player_score, opponent_score, dice=None, goal=100", args -> {
                    int dice = args.integer("num_rolls");
                    return dice == 0
                            ? RULES.zeroDicePoints(RULES.start(args.integer("player_score"),
                                args.integer("opponent_score")))
                            : RULES.roll(dice(args)::roll, dice, SP22.sides());
                })
                .define("hog_pile", "player_score, opponent_score", args ->
                        HogPile.points(args.integer("player_score"), args.integer("opponent_score")))
                .define("hefty_hogs_strategy", "score, opponent_score, threshold=8, num_rolls=6", args ->
                        strategy("hefty-hogs", args).numRolls(args.integer("score"), args.integer("opponent_score")))
                .define("hog_pile_strategy", "score, opponent_score, threshold=8, num_rolls=6", args ->
                        strategy("hog-pile", args).numRolls(args.integer("score"), args.integer("opponent_score")))
                .bind("silence", Commentary.silent())
                .bind("say_scores", new SayScores())
                .bind("announce_lead_changes", Commentary.announceLeadChanges())
                .define("play", CourseFunctions.PLAY_PARAMETERS, args ->
                        CourseFunctions.play(RULES, args, Dice.fair(), session));
    }

    /** sp22's {@code say_scores}: "Player 0 now has 10 and now Player 1 has 0". */
    private record SayScores() implements Commentary {
        @Override
        public Commentary say(int score0, int score1, Consumer<String> say) {
            say.accept("Player 0 now has " + score0 + " and now Player 1 has " + score1);
            return this;
        }
    }

    private static Dice dice(Arguments args) {
        return args.given("dice") ? (Dice) args.get("dice") : Dice.fair();
    }

    private static Strategy strategy(String name, Arguments args) {
        return SP22.strategyDefinition(name).orElseThrow()
                .create(Map.of("threshold", args.integer("threshold"), "rolls", args.integer("num_rolls")));
    }

    private static Path tests() {
        try {
            return Path.of(Sp22CourseCasesTest.class.getResource("/offerings/sp22/tests").toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void theStaffsGame7964ScoresOneAgainstZeroAndRepeatsAZeroPointTurnAsTracePlayDoes() {
        // Player 0 at 0 rolls no dice against 12 and 13: Hefty Hogs 0 each time, so the total does not move and
        // trace_play hands player 1 the same 0 dice without asking; against 0, Hefty Hogs scores 1 (f0 would give 13).
        assertThat(CoursePlayUtils.describeGame(RULES, 7964, 0, 12, 30)).containsExactly(
                "Start scores = (0, 12).\nPlayer 0 rolls 0 dice and gets outcomes [].\nEnd scores = (0, 13)",
                "Start scores = (0, 13).\nPlayer 0 rolls 0 dice and gets outcomes [].\nEnd scores = (0, 14)",
                "Start scores = (0, 14).\nPlayer 0 rolls 0 dice and gets outcomes [].\nEnd scores = (25, 14)",
                "Start scores = (25, 14).\nPlayer 1 rolls 4 dice and gets outcomes [2, 5, 5, 4].\n"
                        + "End scores = (25, 30)",
                "Game Over");
    }

    @TestFactory
    Stream<DynamicNode> courseCases() {
        return cases.tests();
    }

    @Test
    void theCasesLeftOutAreCodeChecksOrTestedByHand() {
        assertThat(cases.runnable()).as("the cases that run, each a test").isEqualTo(1179);

        assertThat(cases.locked()).as("sp22's course files lock no case").isEmpty();
        assertThat(cases.unsupported()).filteredOn(code -> code.contains("test.check"))
                .as("a check of the course's Python source, which has no Java counterpart").hasSize(1);
        assertThat(cases.unsupported()).filteredOn(code -> code.contains("tests/06.py"))
                .as("announce_lead_changes called through a wrapper the case defines in Python, and the lines after"
                        + " it: its messages are checked by Sp22CommentaryTest").hasSize(11);
        assertThat(cases.unsupported()).filteredOn(code -> code.contains("tests/07.py") && code.contains("def "))
                .as("commentary functions the cases define in Python, played with the same commentaries in Java by"
                        + " Sp22CommentaryTest").hasSize(5);
        assertThat(cases.unsupported()).filteredOn(code -> code.contains("Make sure you call roll_dice"))
                .as("a roll_dice replaced by the test, which RulesTest in hog-api covers by counting the dice rolled")
                .hasSize(1);
        assertThat(cases.unsupported()).filteredOn(code -> code.contains("final_strategy"))
                .as("check_strategy of the final strategy, which the ruleset contract checks for the exact optimal"
                        + " strategy").hasSize(1);
        assertThat(cases.unsupported()).hasSize(19);
    }
}
