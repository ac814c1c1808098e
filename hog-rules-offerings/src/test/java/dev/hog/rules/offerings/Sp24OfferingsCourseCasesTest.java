package dev.hog.rules.offerings;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.GameState;
import dev.hog.api.game.Strategy;
import dev.hog.api.play.Dice;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetRegistry;
import dev.hog.course.Arguments;
import dev.hog.course.CaseInterpreter;
import dev.hog.course.CourseCaseTests;
import dev.hog.course.CourseFunctions;
import dev.hog.course.CoursePlayUtils;
import dev.hog.course.OkTests;
import dev.hog.rules.sp24.Sp24;
import dev.hog.rules.sp24.SusFuss;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

/**
 * The course's own test files of every offering that played sp24's rules ({@link Sp24#OFFERINGS}: fa23, su24, fa24,
 * sp25, su25, fa25; {@code offerings/<offering>/tests}) against the sp24 ruleset, which answers to their ids: among
 * them each offering's 100 staff games of {@code tests/05.py}, replayed by {@code describe_game} with the rules its
 * {@code update=} keyword chooses. The cases left out are accounted for in
 * {@link #theCasesLeftOutAreCodeChecksOrTestedByHand()}.
 */
class Sp24OfferingsCourseCasesTest {
    private static final Ruleset SP24 = Sp24.ruleset();
    private static final GameDefinition SUS = CourseFunctions.game(SP24, Map.of(Sp24.UPDATE, Sp24.SUS));
    private static final GameDefinition SIMPLE = CourseFunctions.game(SP24, Map.of(Sp24.UPDATE, Sp24.SIMPLE));

    private static CourseCaseTests cases(String offering) {
        Path tests = tests(offering);
        return CourseCaseTests.ofOkTests(tests, offering, () -> session(tests));
    }

    static CaseInterpreter session(Path tests) {
        CoursePlayUtils playUtils = CoursePlayUtils.of(tests)
                .rulesBy(args -> args.functionName("update").equals("simple_update") ? SIMPLE : SUS);
        return CourseFunctions.session(SUS, playUtils)
                .define("boar_brawl", "player_score, opponent_score", args ->
                        SUS.zeroDicePoints(SUS.start(args.integer("player_score"), args.integer("opponent_score"))))
                .define("take_turn", "num_rolls, player_score, opponent_score, dice=None", args -> {
                    GameState start = SUS.start(args.integer("player_score"), args.integer("opponent_score"));
                    return points(SUS, start, args);
                })
                .define("num_factors", "n", args -> SusFuss.numFactors(args.integer("n")))
                .define("sus_points", "score", args -> SusFuss.susPoints(args.integer("score")))
                .define("simple_update", "num_rolls, player_score, opponent_score, dice=None", args ->
                        update(SIMPLE, args))
                .define("sus_update", "num_rolls, player_score, opponent_score, dice=None", args ->
                        update(SUS, args))
                .bind("always_roll_5", Strategy.alwaysRoll(5))
                .bind("catch_up", SP24.strategyDefinition("catch-up").orElseThrow().create())
                .define("boar_strategy", "score, opponent_score, threshold=11, num_rolls=6", args ->
                        strategy("boar", args).numRolls(args.integer("score"), args.integer("opponent_score")))
                .define("sus_strategy", "score, opponent_score, threshold=11, num_rolls=6", args ->
                        strategy("sus", args).numRolls(args.integer("score"), args.integer("opponent_score")));
    }

    /** The turn's points before the update: Boar Brawl for no dice, else Sow Sad's roll. */
    private static int points(GameDefinition rules, GameState start, Arguments args) {
        int dice = args.integer("num_rolls");
        Dice rolling = args.given("dice") ? (Dice) args.get("dice") : Dice.fair();
        return dice == 0 ? rules.zeroDicePoints(start) : rules.roll(rolling::roll, dice, SP24.sides());
    }

    /** A score update is a turn of the engine: the mover's score after it. */
    private static int update(GameDefinition rules, Arguments args) {
        GameState start = rules.start(args.integer("player_score"), args.integer("opponent_score"));
        return rules.next(start, args.integer("num_rolls"), points(rules, start, args)).score0();
    }

    private static Strategy strategy(String name, Arguments args) {
        return SP24.strategyDefinition(name).orElseThrow()
                .create(Map.of("threshold", args.integer("threshold"), "rolls", args.integer("num_rolls")));
    }

    private static Path tests(String offering) {
        return OkTests.resourceFolder(Sp24OfferingsCourseCasesTest.class, "/offerings/" + offering + "/tests");
    }

    @TestFactory
    Stream<DynamicNode> courseCases() {
        RulesetRegistry registry = RulesetRegistry.discover();
        assertThat(Sp24.OFFERINGS).allSatisfy(offering -> assertThat(registry.get(offering)).isSameAs(SP24));
        return Sp24.OFFERINGS.stream().map(offering -> DynamicContainer.dynamicContainer(offering,
                cases(offering).tests()));
    }

    @ParameterizedTest
    @FieldSource("dev.hog.rules.sp24.Sp24#OFFERINGS")
    void theCasesLeftOutAreCodeChecksOrTestedByHand(String offering) {
        CourseCaseTests cases = cases(offering);
        // fa25's tests/02.py has two more Boar Brawl cases than the others'.
        assertThat(cases.runnable()).as("the cases that run, each a test").isEqualTo(offering.equals("fa25") ? 848 : 846);

        assertThat(cases.locked()).as("%s's course files lock no case", offering).isEmpty();
        assertThat(cases.unsupported()).filteredOn(code -> code.contains("test.check") || code.contains("imports()"))
                .as("checks of the course's Python source, which have no Java counterpart").hasSize(2);
        assertThat(cases.unsupported()).filteredOn(Sp24OfferingsCourseCasesTest::testedByHand)
                .as("loops over every opponent score, tested in hog-rules-sp24's Sp24StrategiesTest; strategies"
                        + " defined as functions for is_always_roll, tested in hog-analysis's ExperimentsTest; a"
                        + " roll_dice replaced by the test, which RulesTest in hog-api covers by counting the dice"
                        + " rolled; check_strategy of the final strategy, which the ruleset contract checks for the"
                        + " exact optimal strategy").hasSize(10);
        assertThat(cases.unsupported()).hasSize(12);
    }

    private static boolean testedByHand(String code) {
        return code.contains("final_strategy") || code.contains("while s < 100")
                || code.contains("Make sure you call roll_dice") || code.contains("is_always_roll(s");
    }
}
