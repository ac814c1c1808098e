package dev.hog.rules.su21;

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

/** su21's own ok test files ({@code offerings/su21/tests}), run through the API. */
class Su21CourseCasesTest {
    private static final Ruleset SU21 = Su21.ruleset();
    private static final GameDefinition RULES = SU21.defaultGame();
    private static final Path TESTS = tests();

    private final CourseCaseTests cases = CourseCaseTests.ofOkTests(TESTS, Su21.ID, Su21CourseCasesTest::session);

    static CaseInterpreter session() {
        CaseInterpreter session = CourseFunctions.session(RULES, CoursePlayUtils.of(TESTS));
        return session
                .define("piggy_points", "score", args -> PiggyPoints.points(args.integer("score")))
                .define("take_turn", "num_rolls, opponent_score, dice=None, goal=100", args -> {
                    int dice = args.integer("num_rolls");
                    return dice == 0 ? RULES.zeroDicePoints(RULES.start(0, args.integer("opponent_score")))
                            : RULES.roll(dice(args)::roll, dice, SU21.sides());
                })
                .define("more_boar", "player_score, opponent_score", args ->
                        MoreBoar.moreBoar(args.integer("player_score"), args.integer("opponent_score")))
                .define("piggypoints_strategy", "score, opponent_score, cutoff=8, num_rolls=6", args ->
                        strategy("piggypoints", args).numRolls(args.integer("score"), args.integer("opponent_score")))
                .define("more_boar_strategy", "score, opponent_score, cutoff=8, num_rolls=6", args ->
                        strategy("more-boar", args).numRolls(args.integer("score"), args.integer("opponent_score")))
                .bind("silence", Commentary.silent())
                .define("play", CourseFunctions.PLAY_PARAMETERS, args ->
                        CourseFunctions.play(RULES, args, Dice.fair(), session));
    }

    private static Dice dice(Arguments args) {
        return args.given("dice") ? (Dice) args.get("dice") : Dice.fair();
    }

    private static Strategy strategy(String name, Arguments args) {
        return SU21.strategyDefinition(name).orElseThrow()
                .create(Map.of("cutoff", args.integer("cutoff"), "rolls", args.integer("num_rolls")));
    }

    private static Path tests() {
        try {
            return Path.of(Su21CourseCasesTest.class.getResource("/offerings/su21/tests").toURI());
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
        assertThat(cases.runnable()).as("the cases that run, each a test").isEqualTo(1235);

        assertThat(cases.locked()).as("su21's course files lock no case").isEmpty();
        assertThat(cases.unsupported()).filteredOn(code -> code.contains("test.check"))
                .as("a check of the course's Python source, which has no Java counterpart").hasSize(1);
        assertThat(cases.unsupported()).filteredOn(code -> code.contains("def "))
                .as("commentary functions the cases define in Python, played with the same commentaries in Java by"
                        + " Su21CommentaryTest").hasSize(6);
        assertThat(cases.unsupported()).filteredOn(code -> code.contains("Make sure you call roll_dice"))
                .as("a roll_dice replaced by the test, which RulesTest in hog-api covers by counting the dice rolled")
                .hasSize(1);
        assertThat(cases.unsupported()).filteredOn(code -> code.contains("final_strategy"))
                .as("check_strategy of the final strategy, which the ruleset contract checks for the exact optimal"
                        + " strategy").hasSize(1);
        assertThat(cases.unsupported()).hasSize(9);
    }
}
