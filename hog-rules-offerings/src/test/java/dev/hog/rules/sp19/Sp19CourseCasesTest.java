package dev.hog.rules.sp19;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Strategy;
import dev.hog.api.play.Dice;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.course.Arguments;
import dev.hog.course.CaseInterpreter;
import dev.hog.course.CourseCaseTests;
import dev.hog.course.CourseFunctions;
import dev.hog.course.CoursePlayUtils;
import dev.hog.course.CoursePlayUtils.Version;
import dev.hog.course.OkTests;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The sp19 course's own ok test files, every unlocked case run through the API, the 1000 seeded games of
 * {@code check_play_function} included. The cases the interpreter cannot run are accounted for in
 * {@link #theCasesLeftOutAreTestedByHand()}.
 */
class Sp19CourseCasesTest {
    private static final Ruleset SP19 = Sp19.ruleset();
    private static final Path TESTS = OkTests.resourceFolder(Sp19CourseCasesTest.class, "/offerings/sp19/tests");

    private final CourseCaseTests cases = CourseCaseTests.ofOkTests(TESTS, Sp19.ID, Sp19CourseCasesTest::session);

    static CaseInterpreter session() {
        GameDefinition rules = SP19.defaultGame();
        CaseInterpreter session = CourseFunctions.session(rules, CoursePlayUtils.of(TESTS));
        return session
                .define("free_bacon", "score", args -> FreeBacon.points(args.integer("score")))
                .define("take_turn", "num_rolls, opponent_score, dice=None", args -> {
                    int dice = args.integer("num_rolls");
                    return dice == 0 ? rules.zeroDicePoints(rules.start(0, args.integer("opponent_score")))
                            : rules.roll(dice(args)::roll, dice, SP19.sides());
                })
                .define("is_swap", "player_score, opponent_score", args ->
                        SwineSwap.isSwap(args.integer("player_score"), args.integer("opponent_score")))
                .define("bacon_strategy", "score, opponent_score, margin=8, num_rolls=4", args ->
                        strategy("bacon", args).numRolls(args.integer("score"), args.integer("opponent_score")))
                .define("swap_strategy", "score, opponent_score, margin=8, num_rolls=4", args ->
                        strategy("swap", args).numRolls(args.integer("score"), args.integer("opponent_score")))
                .define("play", CourseFunctions.PLAY_PARAMETERS, args ->
                        CourseFunctions.play(rules, args, Dice.fair(), session));
    }

    private static Dice dice(Arguments args) {
        return args.given("dice") ? (Dice) args.get("dice") : Dice.fair();
    }

    private static Strategy strategy(String name, Arguments args) {
        return SP19.strategyDefinition(name).orElseThrow()
                .create(Map.of("margin", args.integer("margin"), "rolls", args.integer("num_rolls")));
    }

    @TestFactory
    Stream<DynamicNode> courseCases() {
        return cases.tests();
    }

    @Test
    void theThousandGamesCheckTellsRulesWithoutSwineSwapFromTheCourses() {
        GameDefinition noSwap = CourseFunctions.game(SP19, Map.of(Sp19.SWINE_SWAP, false));

        assertThat(CoursePlayUtils.checkPlayFunction(SP19.defaultGame(), TESTS.resolve("play.sol"), Version.SP19,
                false)).isEmpty();
        assertThat(CoursePlayUtils.checkPlayFunction(noSwap, TESTS.resolve("play.sol"), Version.SP19, false))
                .first().asString().startsWith("Incorrect result after playing ");
    }

    @Test
    void theCasesLeftOutAreTestedByHand() {
        assertThat(cases.runnable()).as("the cases that run, each a test").isEqualTo(114);

        assertThat(cases.locked()).as("sp19's course files lock no case").isEmpty();
        assertThat(cases.unsupported()).filteredOn(code -> code.contains("def "))
                .as("commentary functions the case defines, which the built-in commentaries of"
                        + " hog-course-cases's CourseCommentaries and hog-api's CommentaryTest cover").hasSize(5);
        assertThat(cases.unsupported()).filteredOn(code -> code.contains("Make sure you call roll_dice"))
                .as("a roll_dice replaced by the test, which RulesTest in hog-api covers by counting the dice rolled")
                .hasSize(1);
        assertThat(cases.unsupported()).filteredOn(code -> code.contains("final_strategy"))
                .as("check_strategy of the final strategy, which the ruleset contract checks for the exact optimal"
                        + " strategy").hasSize(1);
        assertThat(cases.unsupported()).hasSize(7);
    }
}
