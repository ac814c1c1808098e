package dev.hog.rules.sp17;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.GameState;
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
 * The sp17 course's own test files ({@code offerings/sp17/tests}), run through the API, with
 * {@code check_play_function}'s 1000 games against the staff's hashed traces: sp17's {@code select_dice} rolls the
 * module's dice, which the check traces. The course's tests replace {@code four_sided} and {@code six_sided};
 * {@code play} rolls with whatever dice those names hold. The cases left out are accounted for in
 * {@link #theCasesLeftOutAreTestedByHand()}.
 */
class Sp17CourseCasesTest {
    private static final Ruleset SP17 = Sp17.ruleset();
    private static final GameDefinition RULES = SP17.defaultGame();
    /** take_turn scores a turn with Hogtimus Prime, before any swap. */
    private static final GameDefinition TURN = CourseFunctions.game(SP17, Map.of(Sp17.SWINE_SWAP, false));
    private static final Path TESTS = OkTests.resourceFolder(Sp17CourseCasesTest.class, "/offerings/sp17/tests");

    private final CourseCaseTests cases = CourseCaseTests.ofOkTests(TESTS, Sp17.ID, Sp17CourseCasesTest::session);

    static CaseInterpreter session() {
        CaseInterpreter session = CourseFunctions.session(RULES, CoursePlayUtils.of(TESTS).tracingDice());
        return session
                .bind("four_sided", Dice.fair(4))
                .bind("six_sided", Dice.fair(6))
                .define("take_turn", "num_rolls, opponent_score, dice=None", args -> {
                    int dice = args.integer("num_rolls");
                    Dice rolled = args.given("dice") ? (Dice) args.get("dice") : (Dice) session.value("six_sided");
                    int rollScore = dice == 0 ? 0 : TURN.roll(rolled::roll, dice, SP17.sides());
                    return TURN.next(TURN.start(0, args.integer("opponent_score")), dice, rollScore).score0();
                })
                .define("select_dice", "score, opponent_score", args -> {
                    GameState state = RULES.start(args.integer("score"), args.integer("opponent_score"));
                    return session.value(RULES.sides(state, 1) == 4 ? "four_sided" : "six_sided");
                })
                .define("is_swap", "score0, score1", args ->
                        SwineSwap.isSwap(args.integer("score0"), args.integer("score1")))
                .define("bacon_strategy", "score, opponent_score, margin=8, num_rolls=4", args ->
                        strategy("bacon", args).numRolls(args.integer("score"), args.integer("opponent_score")))
                .define("swap_strategy", "score, opponent_score, margin=8, num_rolls=4", args ->
                        strategy("swap", args).numRolls(args.integer("score"), args.integer("opponent_score")))
                .define("play", CourseFunctions.PLAY_PARAMETERS, args -> CourseFunctions.play(RULES, args,
                        Dice.bySides(Map.of(4, (Dice) session.value("four_sided"),
                                6, (Dice) session.value("six_sided"))), session));
    }

    private static Strategy strategy(String name, Arguments args) {
        return SP17.strategyDefinition(name).orElseThrow()
                .create(Map.of("margin", args.integer("margin"), "rolls", args.integer("num_rolls")));
    }


    @TestFactory
    Stream<DynamicNode> courseCases() {
        return cases.tests();
    }

    @Test
    void theThousandGamesCheckTellsTheCoursesRulesFromOthers() {
        Path playSol = TESTS.resolve("play.sol");

        assertThat(CoursePlayUtils.checkPlayFunction(RULES, playSol, Version.FA17, true)).isEmpty();
        assertThat(CoursePlayUtils.checkPlayFunction(TURN, playSol, Version.FA17, true))
                .as("without Swine Swap").first().asString().startsWith("Incorrect result after playing ");
        assertThat(CoursePlayUtils.checkPlayFunction(CourseFunctions.game(SP17, Map.of(Sp17.HOGTIMUS_PRIME, false)),
                playSol, Version.FA17, true))
                .as("without Hogtimus Prime").first().asString().startsWith("Incorrect result after playing ");
    }

    @Test
    void theCasesLeftOutAreLockedOrTestedByHand() {
        assertThat(cases.runnable()).as("the cases that run, each a test").isEqualTo(103);

        assertThat(cases.unsupported()).as("check_play_function's 1000 games run as a case of their own")
                .noneMatch(code -> code.contains("check_play_function"));
        assertThat(cases.locked()).as("the cases whose answers sp17's files hash").hasSize(7);
        assertThat(cases.unsupported()).filteredOn(code -> code.contains("Make sure you call roll_dice"))
                .as("a roll_dice replaced by the test, which RulesTest in hog-api covers by counting the dice rolled")
                .hasSize(1);
        assertThat(cases.unsupported()).filteredOn(code -> code.contains("final_strategy"))
                .as("check_strategy of the final strategy, which the ruleset contract checks for the exact optimal"
                        + " strategy").hasSize(1);
        assertThat(cases.unsupported()).filteredOn(code -> code.contains("final_win_rate"))
                .as("the final strategy's win rate, from the staff's tests/utils.py, whose setup the interpreter does"
                        + " not run: Sp17FinalWinRateTest solves it").hasSize(3);
        assertThat(cases.unsupported()).filteredOn(code -> code.contains("def "))
                .as("strategies the case defines for check_strategy, whose refusals CourseFunctions.checkStrategy"
                        + " makes").hasSize(3);
        assertThat(cases.unsupported()).hasSize(8);
    }
}
