package dev.hog.rules.fa18;

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
 * The fa18 course's own test files ({@code offerings/fa18/tests}), run through the API, with
 * {@code check_play_function}'s 1000 games against the staff's hashed traces. The cases left out are accounted for in
 * {@link #theCasesLeftOutAreLockedOrTestedByHand()}.
 */
class Fa18CourseCasesTest {
    private static final Ruleset FA18 = Fa18.ruleset();
    private static final GameDefinition RULES = FA18.defaultGame();
    private static final Path TESTS = OkTests.resourceFolder(Fa18CourseCasesTest.class, "/offerings/fa18/tests");

    private final CourseCaseTests cases = CourseCaseTests.ofOkTests(TESTS, Fa18.ID, Fa18CourseCasesTest::session);

    static CaseInterpreter session() {
        CaseInterpreter session = CourseFunctions.session(RULES, CoursePlayUtils.of(TESTS));
        return session
                .define("free_bacon", "score", args -> FreeBacon.points(args.integer("score")))
                .define("take_turn", "num_rolls, opponent_score, dice=None", args -> {
                    int dice = args.integer("num_rolls");
                    return dice == 0 ? RULES.zeroDicePoints(RULES.start(0, args.integer("opponent_score")))
                            : RULES.roll(dice(args)::roll, dice, FA18.sides());
                })
                .define("is_swap", "score0, score1", args ->
                        SwineSwap.isSwap(args.integer("score0"), args.integer("score1")))
                .define("bacon_strategy", "score, opponent_score, margin=8, num_rolls=4", args ->
                        strategy("bacon", args).numRolls(args.integer("score"), args.integer("opponent_score")))
                .define("swap_strategy", "score, opponent_score, margin=8, num_rolls=4", args ->
                        strategy("swap", args).numRolls(args.integer("score"), args.integer("opponent_score")))
                .define("play", CourseFunctions.PLAY_PARAMETERS, args ->
                        CourseFunctions.play(RULES, args, Dice.fair(), session));
    }

    private static Dice dice(Arguments args) {
        return args.given("dice") ? (Dice) args.get("dice") : Dice.fair();
    }

    private static Strategy strategy(String name, Arguments args) {
        return FA18.strategyDefinition(name).orElseThrow()
                .create(Map.of("margin", args.integer("margin"), "rolls", args.integer("num_rolls")));
    }


    @TestFactory
    Stream<DynamicNode> courseCases() {
        return cases.tests();
    }

    @Test
    void theThousandGamesCheckTellsTheCoursesRulesFromOthers() {
        Path playSol = TESTS.resolve("play.sol");
        GameDefinition noSwap = CourseFunctions.game(FA18, Map.of(Fa18.SWINE_SWAP, false));

        assertThat(CoursePlayUtils.checkPlayFunction(RULES, playSol, Version.FA17, false)).isEmpty();
        assertThat(CoursePlayUtils.checkPlayFunction(noSwap, playSol, Version.FA17, false))
                .as("without Swine Swap").first().asString().startsWith("Incorrect result after playing ");
    }

    @Test
    void theCasesLeftOutAreLockedOrTestedByHand() {
        assertThat(cases.runnable()).as("the cases that run, each a test").isEqualTo(91);

        assertThat(cases.unsupported()).as("check_play_function's 1000 games run as a case of their own")
                .noneMatch(code -> code.contains("check_play_function"));
        assertThat(cases.locked()).filteredOn(code -> code.contains("_strategy("))
                .as("strategy calls whose answers fa18's files hash, decoded and run in Fa18StrategiesTest").hasSize(7);
        assertThat(cases.locked()).as("with make_averaged and max_scoring_num_rolls calls, which other offerings'"
                + " files run unlocked").hasSize(13);
        assertThat(cases.unsupported()).filteredOn(code -> code.contains("def "))
                .as("commentary functions the case defines, which the built-in commentaries of"
                        + " hog-course-cases's CourseCommentaries and hog-api's CommentaryTest cover").hasSize(4);
        assertThat(cases.unsupported()).filteredOn(code -> code.contains("Make sure you call roll_dice"))
                .as("a roll_dice replaced by the test, which RulesTest in hog-api covers by counting the dice rolled")
                .hasSize(1);
        assertThat(cases.unsupported()).filteredOn(code -> code.contains("final_strategy"))
                .as("check_strategy of the final strategy, which the ruleset contract checks for the exact optimal"
                        + " strategy").hasSize(1);
        assertThat(cases.unsupported()).hasSize(6);
    }
}
