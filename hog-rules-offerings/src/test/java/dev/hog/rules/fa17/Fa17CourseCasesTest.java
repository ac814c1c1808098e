package dev.hog.rules.fa17;

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
 * The fa17 course's own test files ({@code offerings/fa17/tests}), run through the API, with
 * {@code check_play_function}'s 1000 games against the staff's hashed traces. The cases left out are accounted for in
 * {@link #theCasesLeftOutAreTestedByHand()}.
 */
class Fa17CourseCasesTest {
    private static final Ruleset FA17 = Fa17.ruleset();
    private static final GameDefinition RULES = FA17.defaultGame();
    private static final Path TESTS = OkTests.resourceFolder(Fa17CourseCasesTest.class, "/offerings/fa17/tests");

    private final CourseCaseTests cases = CourseCaseTests.ofOkTests(TESTS, Fa17.ID, Fa17CourseCasesTest::session);

    static CaseInterpreter session() {
        CaseInterpreter session = CourseFunctions.session(RULES, CoursePlayUtils.of(TESTS));
        return session
                .define("free_bacon", "score", args -> RULES.zeroDicePoints(RULES.start(0, args.integer("score"))))
                .define("take_turn", "num_rolls, opponent_score, dice=None", args -> {
                    int dice = args.integer("num_rolls");
                    return dice == 0 ? RULES.zeroDicePoints(RULES.start(0, args.integer("opponent_score")))
                            : RULES.roll(dice(args)::roll, dice, FA17.sides());
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
        return FA17.strategyDefinition(name).orElseThrow()
                .create(Map.of("margin", args.integer("margin"), "rolls", args.integer("num_rolls")));
    }

    @TestFactory
    Stream<DynamicNode> courseCases() {
        return cases.tests();
    }

    @Test
    void theThousandGamesCheckTellsRulesWithoutSwineSwapFromTheCourses() {
        GameDefinition noSwap = CourseFunctions.game(FA17, Map.of(Fa17.SWINE_SWAP, false));

        assertThat(CoursePlayUtils.checkPlayFunction(RULES, TESTS.resolve("play.sol"), Version.FA17, false))
                .isEmpty();
        assertThat(CoursePlayUtils.checkPlayFunction(noSwap, TESTS.resolve("play.sol"), Version.FA17, false))
                .first().asString().startsWith("Incorrect result after playing ");
    }

    @Test
    void theCasesLeftOutAreTestedByHand() {
        assertThat(cases.runnable()).as("the cases that run, each a test").isEqualTo(105);

        assertThat(cases.locked()).as("fa17's course files lock no case").isEmpty();
        assertThat(cases.unsupported()).filteredOn(code -> code.contains("def "))
                .as("commentary functions the case defines, which the built-in commentaries of"
                        + " hog-course-cases's CourseCommentaries and hog-api's CommentaryTest cover").hasSize(3);
        assertThat(cases.unsupported()).filteredOn(code -> code.contains("Make sure you call roll_dice"))
                .as("a roll_dice replaced by the test, which RulesTest in hog-api covers by counting the dice rolled")
                .hasSize(1);
        assertThat(cases.unsupported()).filteredOn(code -> code.contains("final_strategy"))
                .as("check_strategy of the final strategy, which the ruleset contract checks for the exact optimal"
                        + " strategy").hasSize(1);
        assertThat(cases.unsupported()).hasSize(5);
    }
}
