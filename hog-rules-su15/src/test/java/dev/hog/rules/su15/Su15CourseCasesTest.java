package dev.hog.rules.su15;

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

/**
 * The su15 course cases of {@code conformance/cases.md}, run through the API. The course's tests replace
 * {@code four_sided} and {@code six_sided}; {@code play} rolls with whatever dice those names hold.
 */
class Su15CourseCasesTest {
    private static final Ruleset SU15 = Su15.ruleset();
    private static final GameDefinition RULES = SU15.defaultGame();

    private final CourseCaseTests cases = CourseCaseTests.of(
            getClass().getResourceAsStream("/conformance/cases.md"), "su15", Su15CourseCasesTest::session);

    static CaseInterpreter session() {
        CaseInterpreter session = CourseFunctions.session(RULES);
        return session
                .bind("four_sided", Dice.fair(4))
                .bind("six_sided", Dice.fair(6))
                .define("take_turn", "num_rolls, opponent_score, dice=None", args -> {
                    int dice = args.integer("num_rolls");
                    return dice == 0 ? RULES.zeroDicePoints(RULES.start(0, args.integer("opponent_score")))
                            : RULES.roll(((Dice) args.get("dice"))::roll, dice, SU15.sides());
                })
                .define("select_dice", "score, opponent_score", args -> {
                    GameState state = RULES.start(args.integer("score"), args.integer("opponent_score"));
                    return session.value(RULES.sides(state, 1) == 4 ? "four_sided" : "six_sided");
                })
                .define("is_swap", "score0, score1", args ->
                        SwineSwap.isSwap(args.integer("score0"), args.integer("score1")))
                .define("bacon_strategy", "score, opponent_score, margin=8, num_rolls=5", args ->
                        strategy("bacon", args).numRolls(args.integer("score"), args.integer("opponent_score")))
                .define("swap_strategy", "score, opponent_score, margin=8, num_rolls=5", args ->
                        strategy("swap", args).numRolls(args.integer("score"), args.integer("opponent_score")))
                .define("play", CourseFunctions.PLAY_PARAMETERS, args -> CourseFunctions.play(RULES, args,
                        Dice.bySides(Map.of(4, (Dice) session.value("four_sided"),
                                6, (Dice) session.value("six_sided"))), session));
    }

    private static Strategy strategy(String name, Arguments args) {
        return SU15.strategyDefinition(name).orElseThrow()
                .create(Map.of("margin", args.integer("margin"), "rolls", args.integer("num_rolls")));
    }

    @TestFactory
    Stream<DynamicNode> courseCases() {
        return cases.tests();
    }

    @Test
    void theCasesLeftOutAreTestedByHand() {
        cases.tests().count();

        assertThat(cases.unsupported()).allMatch(Su15CourseCasesTest::testedByHand)
                .as("a loop over 100 games seeded through Python's random, tested in Su15SeededGamesTest; a roll_dice"
                        + " replaced by the test, which RulesTest in hog-api covers by counting the dice rolled")
                .hasSize(2);
    }

    private static boolean testedByHand(String code) {
        return code.contains("random.seed(1337)") || code.contains("Make sure you call roll_dice");
    }
}
