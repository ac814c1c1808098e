package dev.hog.rules.su23;

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
import dev.hog.rules.sp24.BoarBrawl;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * su23's own ok test files ({@code offerings/su23/tests}), run through the API: among them the 100 staff games of
 * {@code tests/05.py}, replayed by {@code describe_game} with the rules its {@code update=} keyword chooses
 * ({@code simple_update} or {@code fuzzy_update}, the option {@code update}).
 */
class Su23CourseCasesTest {
    private static final Ruleset SU23 = Su23.ruleset();
    private static final GameDefinition FUZZY = CourseFunctions.game(SU23, Map.of(Su23.UPDATE, Su23.FUZZY));
    private static final GameDefinition SIMPLE = CourseFunctions.game(SU23, Map.of(Su23.UPDATE, Su23.SIMPLE));
    private static final Path TESTS = tests("su23");

    private final CourseCaseTests cases = CourseCaseTests.ofOkTests(TESTS, Su23.ID, () -> session(TESTS));

    /**
     * A session of su23's course functions, with {@code describe_game} and {@code check_play_function} reading
     * su23's {@code tests} folder.
     */
    private static CaseInterpreter session(Path tests) {
        CoursePlayUtils playUtils = CoursePlayUtils.of(tests)
                .rulesBy(args -> args.functionName("update").equals("simple_update") ? SIMPLE : FUZZY);
        return CourseFunctions.session(FUZZY, playUtils)
                .define("boar_brawl", "player_score, opponent_score", args ->
                        BoarBrawl.points(args.integer("player_score"), args.integer("opponent_score")))
                .define("take_turn", "num_rolls, player_score, opponent_score, dice=None", args ->
                        points(FUZZY, FUZZY.start(args.integer("player_score"), args.integer("opponent_score")), args))
                .define("simple_update", "num_rolls, player_score, opponent_score, dice=None", args ->
                        update(SIMPLE, args))
                .define("fuzzy_update", "num_rolls, player_score, opponent_score, dice=None", args ->
                        update(FUZZY, args))
                .define("hog_gcd", "x, y", args -> FuzzyFactors.gcd(args.integer("x"), args.integer("y")))
                .define("fuzzy_points", "score", args -> FuzzyFactors.fuzzyPoints(args.integer("score")))
                .bind("always_roll_5", Strategy.alwaysRoll(5))
                .bind("catch_up", SU23.strategyDefinition("catch-up").orElseThrow().create())
                .define("boar_strategy", "score, opponent_score, threshold=12, num_rolls=6", args ->
                        strategy("boar", args).numRolls(args.integer("score"), args.integer("opponent_score")))
                .define("fuzzy_strategy", "score, opponent_score, threshold=12, num_rolls=6", args ->
                        strategy("fuzzy", args).numRolls(args.integer("score"), args.integer("opponent_score")));
    }

    /** The turn's points before the update: Boar Brawl for no dice, else Sow Sad's roll. */
    private static int points(GameDefinition rules, GameState start, Arguments args) {
        int dice = args.integer("num_rolls");
        Dice rolling = args.given("dice") ? (Dice) args.get("dice") : Dice.fair();
        return dice == 0 ? rules.zeroDicePoints(start) : rules.roll(rolling::roll, dice, SU23.sides());
    }

    /** A score update is a turn of the engine: the mover's score after it. */
    private static int update(GameDefinition rules, Arguments args) {
        GameState start = rules.start(args.integer("player_score"), args.integer("opponent_score"));
        return rules.next(start, args.integer("num_rolls"), points(rules, start, args)).score0();
    }

    private static Strategy strategy(String name, Arguments args) {
        return SU23.strategyDefinition(name).orElseThrow()
                .create(Map.of("threshold", args.integer("threshold"), "rolls", args.integer("num_rolls")));
    }

    private static Path tests(String offering) {
        try {
            return Path.of(Su23CourseCasesTest.class.getResource("/offerings/" + offering + "/tests").toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    @TestFactory
    Stream<DynamicNode> courseCases() {
        return cases.tests();
    }

    @Test
    void theCasesLeftOutAreCodeChecksOrTestedByHand() {
        assertThat(cases.runnable()).as("the cases that run, each a test").isEqualTo(866);

        assertThat(cases.locked()).as("su23's course files lock no case").isEmpty();
        assertThat(cases.unsupported()).filteredOn(code -> code.contains("test.check") || code.contains("imports()")
                        || code.contains("in dir()"))
                .as("checks of the course's Python source, which have no Java counterpart").hasSize(4);
        assertThat(cases.unsupported()).filteredOn(code -> code.contains("while s < 100"))
                .as("loops over every opponent score, tested in Su23StrategiesTest").hasSize(2);
        assertThat(cases.unsupported()).filteredOn(code -> code.contains("is_always_roll(s"))
                .as("strategies defined as functions for is_always_roll, tested in hog-analysis's ExperimentsTest")
                .hasSize(6);
        assertThat(cases.unsupported()).filteredOn(code -> code.contains("Make sure you call roll_dice"))
                .as("a roll_dice replaced by the test, which RulesTest in hog-api covers by counting the dice rolled")
                .hasSize(1);
        assertThat(cases.unsupported()).filteredOn(code -> code.contains("final_strategy"))
                .as("check_strategy of the final strategy, which the ruleset contract checks for the exact optimal"
                        + " strategy").hasSize(1);
        assertThat(cases.unsupported()).hasSize(14);
    }
}
