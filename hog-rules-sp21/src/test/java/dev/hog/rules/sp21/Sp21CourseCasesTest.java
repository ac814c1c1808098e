package dev.hog.rules.sp21;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.play.Dice;
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

/** The sp21 course cases of {@code conformance/cases.md}, run through the API. */
class Sp21CourseCasesTest {
    private static final Ruleset SP21 = Sp21.ruleset();
    private static final GameDefinition RULES = SP21.defaultGame();

    private final CourseCaseTests cases = CourseCaseTests.of(
            getClass().getResourceAsStream("/conformance/cases.md"), "sp21", Sp21CourseCasesTest::session);

    static CaseInterpreter session() {
        CaseInterpreter session = CourseFunctions.session(RULES);
        return session
                .define("piggy_points", "score", args -> RULES.zeroDicePoints(RULES.start(0, args.integer("score"))))
                .define("take_turn", "num_rolls, opponent_score, dice=None", args -> {
                    int dice = args.integer("num_rolls");
                    return dice == 0 ? RULES.zeroDicePoints(RULES.start(0, args.integer("opponent_score")))
                            : RULES.roll(((Dice) args.get("dice"))::roll, dice, SP21.sides());
                })
                .define("more_boar", "player_score, opponent_score", args ->
                        MoreBoar.moreBoar(args.integer("player_score"), args.integer("opponent_score")))
                .define("piggypoints_strategy", "score, opponent_score, cutoff=8, num_rolls=6", args ->
                        strategy("piggypoints", args).numRolls(args.integer("score"), args.integer("opponent_score")))
                .define("more_boar_strategy", "score, opponent_score, cutoff=8, num_rolls=6", args ->
                        strategy("more-boar", args).numRolls(args.integer("score"), args.integer("opponent_score")))
                .define("play", CourseFunctions.PLAY_PARAMETERS, args ->
                        CourseFunctions.play(RULES, args, Dice.fair(), session));
    }

    private static Strategy strategy(String name, Arguments args) {
        return SP21.strategyDefinition(name).orElseThrow()
                .create(Map.of("cutoff", args.integer("cutoff"), "rolls", args.integer("num_rolls")));
    }

    @TestFactory
    Stream<DynamicNode> courseCases() {
        return cases.tests();
    }

    @Test
    void theCasesLeftOutAreTestedByHandOrAreCodeChecks() {
        cases.tests().count();

        assertThat(cases.unsupported()).filteredOn(Sp21CourseCasesTest::testedByHand)
                .as("defined functions, tested in Sp21CommentaryTest; a roll_dice replaced by the test, which"
                        + " RulesTest in hog-api covers by counting the dice rolled; check_strategy of the final"
                        + " strategy, which the ruleset contract checks for the exact optimal strategy").hasSize(8);
        assertThat(cases.unsupported()).filteredOn(code -> code.contains("test.check"))
                .as("checks of the course's Python source, which have no Java counterpart").hasSize(1);
        assertThat(cases.unsupported()).hasSize(9);
    }

    private static boolean testedByHand(String code) {
        return code.contains("final_strategy") || code.contains("def ") || code.contains("Make sure you call roll_dice");
    }
}
