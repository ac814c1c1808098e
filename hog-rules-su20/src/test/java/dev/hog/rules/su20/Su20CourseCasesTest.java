package dev.hog.rules.su20;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.play.Dice;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.course.CaseInterpreter;
import dev.hog.course.CourseCaseTests;
import dev.hog.course.CourseFunctions;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The su20 course cases of {@code conformance/cases.md}, run through the API. The few the case interpreter cannot run
 * are accounted for in {@link #theCasesLeftOutAreTestedByHand()}. The student's {@code final_strategy} is the
 * SDK's exact optimal strategy.
 */
class Su20CourseCasesTest {
    private static final Ruleset SU20 = Su20.ruleset();

    private final CourseCaseTests cases = CourseCaseTests.of(
            getClass().getResourceAsStream("/conformance/cases.md"), "su20", Su20CourseCasesTest::session);

    static CaseInterpreter session() {
        GameDefinition rules = SU20.defaultGame();
        CaseInterpreter session = CourseFunctions.session(rules);
        return session
                .define("free_bacon", "score", args -> rules.zeroDicePoints(rules.start(0, args.integer("score"))))
                .define("take_turn", "num_rolls, opponent_score, dice=None", args -> {
                    int dice = args.integer("num_rolls");
                    return dice == 0 ? rules.zeroDicePoints(rules.start(0, args.integer("opponent_score")))
                            : rules.roll(((Dice) args.get("dice"))::roll, dice, SU20.sides());
                })
                .define("is_swap", "player_score, opponent_score", args ->
                        SwineSwap.isSwap(args.integer("player_score"), args.integer("opponent_score")))
                .define("bacon_strategy", "score, opponent_score, cutoff=8, num_rolls=6", args ->
                        strategy("bacon", args.integer("cutoff"), args.integer("num_rolls"))
                                .numRolls(args.integer("score"), args.integer("opponent_score")))
                .define("swap_strategy", "score, opponent_score, cutoff=8, num_rolls=6", args ->
                        strategy("swap", args.integer("cutoff"), args.integer("num_rolls"))
                                .numRolls(args.integer("score"), args.integer("opponent_score")))
                .define("play", CourseFunctions.PLAY_PARAMETERS + ", feral_hogs=True", args ->
                        CourseFunctions.play(
                                CourseFunctions.game(SU20, Map.of(Su20.FERAL_HOGS, args.bool("feral_hogs"))),
                                args, Dice.fair(), session));
    }

    private static dev.hog.api.game.Strategy strategy(String name, int cutoff, int rolls) {
        return SU20.strategyDefinition(name).orElseThrow().create(Map.of("cutoff", cutoff, "rolls", rolls));
    }

    @TestFactory
    Stream<DynamicNode> courseCases() {
        return cases.tests();
    }

    @Test
    void theCasesLeftOutAreTestedByHand() {
        cases.tests().count();

        assertThat(cases.unsupported()).allMatch(Su20CourseCasesTest::testedByHand)
                .as("defined functions, tested in Su20PlayTest and Su20CommentaryTest; a roll_dice replaced by the"
                        + " test, which RulesTest covers by counting the dice rolled; check_strategy of the final"
                        + " strategy, which the ruleset contract checks for the exact optimal strategy")
                .hasSize(8);
    }

    private static boolean testedByHand(String code) {
        return code.contains("final_strategy") || code.contains("def ") || code.contains("hog.take_turn(5, 0)");
    }
}
