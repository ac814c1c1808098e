package dev.hog.rules.sp15;

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
import dev.hog.course.OkTests;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The sp15 course's own test files ({@code offerings/sp15/tests}), run through the API. The course's tests replace
 * {@code four_sided} and {@code six_sided}; {@code play} rolls with whatever dice those names hold. The cases left out
 * are accounted for in {@link #theCasesLeftOutAreTestedByHand()}.
 */
class Sp15CourseCasesTest {
    private static final Ruleset SP15 = Sp15.ruleset();
    private static final GameDefinition RULES = SP15.defaultGame();
    private static final Path TESTS = OkTests.resourceFolder(Sp15CourseCasesTest.class, "/offerings/sp15/tests");

    private final CourseCaseTests cases = CourseCaseTests.ofOkTests(TESTS, Sp15.ID, Sp15CourseCasesTest::session);

    static CaseInterpreter session() {
        CaseInterpreter session = CourseFunctions.session(RULES);
        return session
                .bind("four_sided", Dice.fair(4))
                .bind("six_sided", Dice.fair(6))
                .define("take_turn", "num_rolls, opponent_score, dice=None", args -> {
                    int dice = args.integer("num_rolls");
                    Dice rolled = args.given("dice") ? (Dice) args.get("dice") : (Dice) session.value("six_sided");
                    return dice == 0 ? RULES.zeroDicePoints(RULES.start(0, args.integer("opponent_score")))
                            : RULES.roll(rolled::roll, dice, SP15.sides());
                })
                .define("select_dice", "score, opponent_score", args -> {
                    GameState state = RULES.start(args.integer("score"), args.integer("opponent_score"));
                    return session.value(RULES.sides(state, 1) == 4 ? "four_sided" : "six_sided");
                })
                .define("is_prime", "n", args -> HogtimusPrime.isPrime(args.integer("n")))
                .define("bacon_strategy", "score, opponent_score, margin=8, num_rolls=5", args ->
                        strategy("bacon", args).numRolls(args.integer("score"), args.integer("opponent_score")))
                .define("prime_strategy", "score, opponent_score, margin=8, num_rolls=5", args ->
                        strategy("prime", args).numRolls(args.integer("score"), args.integer("opponent_score")))
                .define("play", CourseFunctions.PLAY_PARAMETERS, args -> CourseFunctions.play(RULES, args,
                        Dice.bySides(Map.of(4, (Dice) session.value("four_sided"),
                                6, (Dice) session.value("six_sided"))), session));
    }

    private static Strategy strategy(String name, Arguments args) {
        return SP15.strategyDefinition(name).orElseThrow()
                .create(Map.of("margin", args.integer("margin"), "rolls", args.integer("num_rolls")));
    }


    @TestFactory
    Stream<DynamicNode> courseCases() {
        return cases.tests();
    }

    @Test
    void theCasesLeftOutAreTestedByHand() {
        assertThat(cases.runnable()).as("the cases that run, each a test").isEqualTo(55);

        assertThat(cases.locked()).as("sp15's course files lock no case").isEmpty();
        assertThat(cases.unsupported()).filteredOn(code -> code.contains("weird_strat"))
                .as("the two games of weird_strat, which the suite's setup defines with def: HogtimusPrimeTest's"
                        + " theCoursesGamesWithCyclingDice plays them").hasSize(2);
        assertThat(cases.unsupported()).filteredOn(code -> code.contains("hog.take_turn(5, 0)"))
                .as("a roll_dice replaced by the test, which RulesTest in hog-api covers by counting the dice rolled")
                .hasSize(1);
        assertThat(cases.unsupported()).filteredOn(code -> code.contains("final_strategy"))
                .as("check_strategy of the final strategy, which the ruleset contract checks for the exact optimal"
                        + " strategy").hasSize(1);
        assertThat(cases.unsupported()).hasSize(4);
    }
}
