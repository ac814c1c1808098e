package dev.hog.rules.fa21;

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
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** fa21's own ok test files ({@code offerings/fa21/tests}), run through the API. */
class Fa21CourseCasesTest {
    private static final Ruleset FA21 = Fa21.ruleset();
    private static final GameDefinition RULES = FA21.defaultGame();
    private static final Path TESTS = tests();

    private final CourseCaseTests cases = CourseCaseTests.ofOkTests(TESTS, Fa21.ID, Fa21CourseCasesTest::session);

    static CaseInterpreter session() {
        CaseInterpreter session = CourseFunctions.session(RULES, CoursePlayUtils.of(TESTS));
        return session
                .define("picky_piggy", "score", args -> PickyPiggy.points(args.integer("score")))
                .define("take_turn", "num_rolls, opponent_score, dice=None, goal=100", args -> {
                    int dice = args.integer("num_rolls");
                    return dice == 0 ? RULES.zeroDicePoints(RULES.start(0, args.integer("opponent_score")))
                            : RULES.roll(dice(args)::roll, dice, FA21.sides());
                })
                .define("hog_pile", "player_score, opponent_score", args ->
                        HogPile.points(args.integer("player_score"), args.integer("opponent_score")))
                .define("picky_piggy_strategy", "score, opponent_score, cutoff=8, num_rolls=6", args ->
                        strategy("picky-piggy", args).numRolls(args.integer("score"), args.integer("opponent_score")))
                .define("hog_pile_strategy", "score, opponent_score, cutoff=8, num_rolls=6", args ->
                        strategy("hog-pile", args).numRolls(args.integer("score"), args.integer("opponent_score")))
                .bind("silence", Commentary.silent())
                .define("play", CourseFunctions.PLAY_PARAMETERS, args ->
                        CourseFunctions.play(RULES, args, Dice.fair(), session));
    }

    private static Dice dice(Arguments args) {
        return args.given("dice") ? (Dice) args.get("dice") : Dice.fair();
    }

    private static Strategy strategy(String name, Arguments args) {
        return FA21.strategyDefinition(name).orElseThrow()
                .create(Map.of("cutoff", args.integer("cutoff"), "rolls", args.integer("num_rolls")));
    }

    private static Path tests() {
        try {
            return Path.of(Fa21CourseCasesTest.class.getResource("/offerings/fa21/tests").toURI());
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
        assertThat(cases.runnable()).as("the cases that run, each a test").isEqualTo(1255);

        assertThat(cases.locked()).as("fa21's course files lock no case").isEmpty();
        assertThat(cases.unsupported()).filteredOn(code -> code.contains("test.check"))
                .as("a check of the course's Python source, which has no Java counterpart").hasSize(1);
        assertThat(cases.unsupported()).filteredOn(code -> code.contains("def "))
                .as("commentary functions the cases define in Python, played with the same commentaries in Java by"
                        + " Fa21CommentaryTest").hasSize(5);
        assertThat(cases.unsupported()).filteredOn(code -> code.contains("Make sure you call roll_dice"))
                .as("a roll_dice replaced by the test, which RulesTest in hog-api covers by counting the dice rolled")
                .hasSize(1);
        assertThat(cases.unsupported()).filteredOn(code -> code.contains("final_strategy"))
                .as("check_strategy of the final strategy, which the ruleset contract checks for the exact optimal"
                        + " strategy").hasSize(1);
        assertThat(cases.unsupported()).hasSize(8);
    }
}
