package dev.hog.rules.sp24;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.play.Dice;
import dev.hog.api.game.GameState;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.game.Strategy;
import dev.hog.course.Arguments;
import dev.hog.course.CaseInterpreter;
import dev.hog.course.CourseCaseTests;
import dev.hog.course.CourseFunctions;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** The sp24 course cases of {@code conformance/cases.md}, run through the API. */
class Sp24CourseCasesTest {
    private static final Ruleset SP24 = Sp24.ruleset();
    private static final GameDefinition SUS = CourseFunctions.game(SP24, Map.of(Sp24.UPDATE, Sp24.SUS));
    private static final GameDefinition SIMPLE = CourseFunctions.game(SP24, Map.of(Sp24.UPDATE, Sp24.SIMPLE));

    private final CourseCaseTests cases = CourseCaseTests.of(
            getClass().getResourceAsStream("/conformance/cases.md"), "sp24", Sp24CourseCasesTest::session);

    static CaseInterpreter session() {
        return CourseFunctions.session(SUS)
                .define("boar_brawl", "player_score, opponent_score", args ->
                        SUS.zeroDicePoints(SUS.start(args.integer("player_score"),
                                args.integer("opponent_score"))))
                .define("take_turn", "num_rolls, player_score, opponent_score, dice=None", args -> {
                    int dice = args.integer("num_rolls");
                    return dice == 0
                            ? SUS.zeroDicePoints(SUS.start(args.integer("player_score"),
                                args.integer("opponent_score")))
                            : SUS.roll(dice(args)::roll, dice, SP24.sides());
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

    /** A score update is a turn of the engine: the mover's score after it. */
    private static int update(GameDefinition rules, Arguments args) {
        int dice = args.integer("num_rolls");
        GameState start = rules.start(args.integer("player_score"), args.integer("opponent_score"));
        int rollScore = dice == 0 ? 0 : rules.roll(dice(args)::roll, dice, SP24.sides());
        return rules.next(start, dice, rollScore).score0();
    }

    private static Dice dice(Arguments args) {
        return args.given("dice") ? (Dice) args.get("dice") : Dice.fair();
    }

    private static Strategy strategy(String name, Arguments args) {
        return SP24.strategyDefinition(name).orElseThrow()
                .create(Map.of("threshold", args.integer("threshold"), "rolls", args.integer("num_rolls")));
    }

    @TestFactory
    Stream<DynamicNode> courseCases() {
        return cases.tests();
    }

    @Test
    void theCasesLeftOutAreCodeChecksOrTestedByHand() {
        cases.tests().count();

        assertThat(cases.unsupported()).filteredOn(code -> code.contains("test.check") || code.contains("imports()"))
                .as("checks of the course's Python source, which have no Java counterpart").hasSize(2);
        assertThat(cases.unsupported()).filteredOn(Sp24CourseCasesTest::testedByHand)
                .as("loops over every opponent score, tested in Sp24StrategiesTest; strategies defined as functions"
                        + " for is_always_roll, tested in hog-analysis's ExperimentsTest; a roll_dice replaced by the"
                        + " test, which RulesTest in hog-api covers by counting the dice rolled; check_strategy of the"
                        + " final strategy, which the ruleset contract checks for the exact optimal strategy").hasSize(10);
        assertThat(cases.unsupported()).hasSize(12);
    }

    private static boolean testedByHand(String code) {
        return code.contains("final_strategy") || code.contains("while s < 100") || code.contains("Make sure you call roll_dice")
                || code.contains("is_always_roll(s");
    }
}
