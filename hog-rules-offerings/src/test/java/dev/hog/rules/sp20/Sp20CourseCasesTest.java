package dev.hog.rules.sp20;

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
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The sp20 course's own ok test files, every unlocked case run through the API, the 100 recorded staff games that
 * {@code describe_game} replays included, with Feral Hogs on or off as each asks. The cases left out, locked or not
 * runnable, are accounted for in {@link #theCasesLeftOutAreLockedOrTestedByHand()}.
 */
class Sp20CourseCasesTest {
    private static final Ruleset SP20 = Sp20.ruleset();
    private static final Path TESTS = OkTests.resourceFolder(Sp20CourseCasesTest.class,
            "/offerings/sp20/tests");

    private final CourseCaseTests cases = CourseCaseTests.ofOkTests(TESTS, Sp20.ID, Sp20CourseCasesTest::session);

    static CaseInterpreter session() {
        GameDefinition rules = SP20.defaultGame();
        CaseInterpreter session = CourseFunctions.session(rules,
                CoursePlayUtils.of(TESTS).rulesBy(Sp20CourseCasesTest::rules));
        return session
                .define("free_bacon", "score", args -> FreeBacon.points(args.integer("score")))
                .define("take_turn", "num_rolls, opponent_score, dice=None", args -> {
                    int dice = args.integer("num_rolls");
                    return dice == 0 ? rules.zeroDicePoints(rules.start(0, args.integer("opponent_score")))
                            : rules.roll(dice(args)::roll, dice, SP20.sides());
                })
                .define("is_swap", "player_score, opponent_score", args ->
                        SwineSwap.isSwap(args.integer("player_score"), args.integer("opponent_score")))
                .define("bacon_strategy", "score, opponent_score, margin=8, num_rolls=6", args ->
                        strategy("bacon", args).numRolls(args.integer("score"), args.integer("opponent_score")))
                .define("swap_strategy", "score, opponent_score, margin=8, num_rolls=6", args ->
                        strategy("swap", args).numRolls(args.integer("score"), args.integer("opponent_score")))
                .define("play", CourseFunctions.PLAY_PARAMETERS + ", feral_hogs=True", args ->
                        CourseFunctions.play(rules(args), args, Dice.fair(), session));
    }

    /** The rules of the course's {@code play(..., feral_hogs=...)} and {@code describe_game(..., feral_hogs=...)}. */
    private static GameDefinition rules(Arguments args) {
        boolean feralHogs = !args.given("feral_hogs") || args.bool("feral_hogs");
        return CourseFunctions.game(SP20, Map.of(Sp20.FERAL_HOGS, feralHogs));
    }

    private static Dice dice(Arguments args) {
        return args.given("dice") ? (Dice) args.get("dice") : Dice.fair();
    }

    private static Strategy strategy(String name, Arguments args) {
        return SP20.strategyDefinition(name).orElseThrow()
                .create(Map.of("margin", args.integer("margin"), "rolls", args.integer("num_rolls")));
    }

    @TestFactory
    Stream<DynamicNode> courseCases() {
        return cases.tests();
    }

    @Test
    void theCasesLeftOutAreLockedOrTestedByHand() {
        assertThat(cases.runnable()).as("the cases that run, each a test").isEqualTo(1173);

        assertThat(cases.locked()).as("cases whose answers sp20's course files hash").hasSize(61);
        assertThat(cases.locked()).filteredOn(code -> code.contains("tests/05b.py"))
                .as("the three locked Feral Hogs games, which Sp20FeralHogsTest and SwineSwapTest play").hasSize(6);
        assertThat(cases.unsupported()).filteredOn(code -> code.contains("Make sure you call roll_dice"))
                .as("a roll_dice replaced by the test, which RulesTest in hog-api covers by counting the dice rolled")
                .hasSize(1);
        assertThat(cases.unsupported()).filteredOn(code -> code.contains("final_strategy"))
                .as("check_strategy of the final strategy, which the ruleset contract checks for the exact optimal"
                        + " strategy").hasSize(1);
        assertThat(cases.unsupported()).hasSize(2);
    }
}
