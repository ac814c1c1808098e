package dev.hog.rules.fa22;

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
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * fa22's own ok test files ({@code offerings/fa22/tests}), run through the API: among them the 100 staff games of
 * {@code tests/05.py}, replayed by {@code describe_game} with the rules its {@code update=} keyword chooses
 * ({@code simple_update} or {@code square_update}, the option {@code update}).
 */
class Fa22CourseCasesTest {
    private static final Ruleset FA22 = Fa22.ruleset();
    private static final GameDefinition SQUARE = CourseFunctions.game(FA22, Map.of(Fa22.UPDATE, Fa22.SQUARE));
    private static final GameDefinition SIMPLE = CourseFunctions.game(FA22, Map.of(Fa22.UPDATE, Fa22.SIMPLE));
    private static final Path TESTS = tests("fa22");

    private final CourseCaseTests cases = CourseCaseTests.ofOkTests(TESTS, Fa22.ID, () -> session(TESTS));

    /**
     * A session of fa22's course functions, with {@code describe_game} and {@code check_play_function} reading a
     * {@code tests} folder: fa22's, or sp23's, which played the same rules.
     */
    static CaseInterpreter session(Path tests) {
        CoursePlayUtils playUtils = CoursePlayUtils.of(tests)
                .rulesBy(args -> args.functionName("update").equals("simple_update") ? SIMPLE : SQUARE);
        return CourseFunctions.session(SQUARE, playUtils)
                .define("tail_points", "opponent_score", args -> PigTail.points(args.integer("opponent_score")))
                .define("take_turn", "num_rolls, opponent_score, dice=None", args ->
                        points(SQUARE, SQUARE.start(0, args.integer("opponent_score")), args))
                .define("simple_update", "num_rolls, player_score, opponent_score, dice=None", args ->
                        update(SIMPLE, args))
                .define("square_update", "num_rolls, player_score, opponent_score, dice=None", args ->
                        update(SQUARE, args))
                .define("perfect_square", "score", args -> SquareSwine.isPerfectSquare(args.integer("score")))
                .define("next_perfect_square", "score", args -> SquareSwine.nextPerfectSquare(args.integer("score")))
                .bind("always_roll_5", Strategy.alwaysRoll(5))
                .bind("catch_up", FA22.strategyDefinition("catch-up").orElseThrow().create())
                .define("tail_strategy", "score, opponent_score, threshold=12, num_rolls=6", args ->
                        strategy("tail", args).numRolls(args.integer("score"), args.integer("opponent_score")))
                .define("square_strategy", "score, opponent_score, threshold=12, num_rolls=6", args ->
                        strategy("square", args).numRolls(args.integer("score"), args.integer("opponent_score")));
    }

    /** The turn's points before the update: Pig Tail for no dice, else Sow Sad's roll. */
    private static int points(GameDefinition rules, GameState start, Arguments args) {
        int dice = args.integer("num_rolls");
        Dice rolling = args.given("dice") ? (Dice) args.get("dice") : Dice.fair();
        return dice == 0 ? rules.zeroDicePoints(start) : rules.roll(rolling::roll, dice, FA22.sides());
    }

    /** A score update is a turn of the engine: the mover's score after it. */
    private static int update(GameDefinition rules, Arguments args) {
        GameState start = rules.start(args.integer("player_score"), args.integer("opponent_score"));
        return rules.next(start, args.integer("num_rolls"), points(rules, start, args)).score0();
    }

    private static Strategy strategy(String name, Arguments args) {
        return FA22.strategyDefinition(name).orElseThrow()
                .create(Map.of("threshold", args.integer("threshold"), "rolls", args.integer("num_rolls")));
    }

    static Path tests(String offering) {
        try {
            return Path.of(Fa22CourseCasesTest.class.getResource("/offerings/" + offering + "/tests").toURI());
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
        assertThat(cases.runnable()).as("the cases that run, each a test").isEqualTo(834);

        assertThat(cases.locked()).as("the 8 statements of fa22's locked cases, one of tests/00.py and two of"
                + " tests/01.py, whose answers are hashed").hasSize(8);
        assertThat(cases.unsupported()).filteredOn(code -> code.contains("test.check") || code.contains("imports()")
                        || code.contains("in dir()"))
                .as("checks of the course's Python source, which have no Java counterpart").hasSize(1);
        assertThat(cases.unsupported()).filteredOn(code -> code.contains("while s < 100"))
                .as("loops over every opponent score, tested in Fa22StrategiesTest").hasSize(2);
        assertThat(cases.unsupported()).filteredOn(code -> code.contains("is_always_roll(s"))
                .as("strategies defined as functions for is_always_roll, tested in hog-analysis's ExperimentsTest")
                .hasSize(5);
        assertThat(cases.unsupported()).filteredOn(code -> code.contains("Make sure you call roll_dice"))
                .as("a roll_dice replaced by the test, which RulesTest in hog-api covers by counting the dice rolled")
                .hasSize(1);
        assertThat(cases.unsupported()).filteredOn(code -> code.contains("final_strategy"))
                .as("check_strategy of the final strategy, which the ruleset contract checks for the exact optimal"
                        + " strategy").hasSize(1);
        assertThat(cases.unsupported()).hasSize(10);
    }
}
