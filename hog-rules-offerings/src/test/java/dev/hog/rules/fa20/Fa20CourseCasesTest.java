package dev.hog.rules.fa20;

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
import dev.hog.course.OkTests;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The fa20 course's own ok test files, every unlocked case run through the API, the 100 recorded staff games that
 * {@code describe_game} replays included. The cases the interpreter cannot run are accounted for in
 * {@link #theCasesLeftOutAreCodeChecksOrTestedByHand()}.
 */
class Fa20CourseCasesTest {
    private static final Ruleset FA20 = Fa20.ruleset();
    private static final Path TESTS = OkTests.resourceFolder(Fa20CourseCasesTest.class, "/offerings/fa20/tests");

    private final CourseCaseTests cases = CourseCaseTests.ofOkTests(TESTS, Fa20.ID, Fa20CourseCasesTest::session);

    static CaseInterpreter session() {
        GameDefinition rules = FA20.defaultGame();
        CaseInterpreter session = CourseFunctions.session(rules, CoursePlayUtils.of(TESTS));
        return session
                .bind("FIRST_101_DIGITS_OF_PI", new BigInteger(FreeBacon.FIRST_101_DIGITS_OF_PI))
                .define("free_bacon", "score", args -> FreeBacon.points(args.integer("score")))
                .define("take_turn", "num_rolls, opponent_score, dice=None", args -> {
                    int dice = args.integer("num_rolls");
                    return dice == 0 ? rules.zeroDicePoints(rules.start(0, args.integer("opponent_score")))
                            : rules.roll(dice(args)::roll, dice, FA20.sides());
                })
                .define("swine_align", "player_score, opponent_score", args ->
                        SwineAlign.swineAlign(args.integer("player_score"), args.integer("opponent_score")))
                .define("pig_pass", "player_score, opponent_score", args ->
                        PigPass.pigPass(args.integer("player_score"), args.integer("opponent_score")))
                .define("bacon_strategy", "score, opponent_score, cutoff=8, num_rolls=6", args ->
                        strategy("bacon", args).numRolls(args.integer("score"), args.integer("opponent_score")))
                .define("extra_turn_strategy", "score, opponent_score, cutoff=8, num_rolls=6", args ->
                        strategy("extra-turn", args).numRolls(args.integer("score"), args.integer("opponent_score")))
                .define("play", CourseFunctions.PLAY_PARAMETERS, args ->
                        CourseFunctions.play(rules, args, Dice.fair(), session));
    }

    private static Dice dice(Arguments args) {
        return args.given("dice") ? (Dice) args.get("dice") : Dice.fair();
    }

    private static Strategy strategy(String name, Arguments args) {
        return FA20.strategyDefinition(name).orElseThrow()
                .create(Map.of("cutoff", args.integer("cutoff"), "rolls", args.integer("num_rolls")));
    }

    @TestFactory
    Stream<DynamicNode> courseCases() {
        return cases.tests();
    }

    @Test
    void theCasesLeftOutAreCodeChecksOrTestedByHand() {
        assertThat(cases.runnable()).as("the cases that run, each a test").isEqualTo(1335);

        assertThat(cases.locked()).as("fa20's course files lock no case").isEmpty();
        assertThat(cases.unsupported()).filteredOn(code -> code.contains("test.check"))
                .as("a check of the course's Python source, which has no Java counterpart").hasSize(1);
        assertThat(cases.unsupported()).filteredOn(code -> code.contains("def "))
                .as("commentary functions the case defines, which the built-in commentaries of"
                        + " hog-course-cases's CourseCommentaries and hog-api's CommentaryTest cover").hasSize(5);
        assertThat(cases.unsupported()).filteredOn(code -> code.contains("Make sure you call roll_dice"))
                .as("a roll_dice replaced by the test, which RulesTest in hog-api covers by counting the dice rolled")
                .hasSize(1);
        assertThat(cases.unsupported()).filteredOn(code -> code.contains("final_strategy"))
                .as("check_strategy of the final strategy, which the ruleset contract checks for the exact optimal"
                        + " strategy").hasSize(1);
        assertThat(cases.unsupported()).hasSize(8);
    }
}
