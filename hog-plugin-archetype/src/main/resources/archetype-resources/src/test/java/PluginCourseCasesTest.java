package ${package};

import dev.hog.api.play.Dice;
import dev.hog.api.game.GameDefinition;
import dev.hog.testkit.course.CaseInterpreter;
import dev.hog.testkit.course.CourseCaseTests;
import dev.hog.testkit.course.CourseFunctions;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

/**
 * Cases written as the course wrote its tests, in {@code src/test/resources/cases.md}: a call in the course's Python
 * names and what it returns or prints. The shared course functions (roll_dice, play, ...) are bound by the test kit;
 * this ruleset adds its own.
 */
class PluginCourseCasesTest {
    private static final GameDefinition RULES = PluginRuleset.ruleset().defaultGame();

    private final CourseCaseTests cases = CourseCaseTests.of(getClass().getResourceAsStream("/cases.md"), "cases",
            PluginCourseCasesTest::session);

    static CaseInterpreter session() {
        CaseInterpreter session = CourseFunctions.session(RULES);
        return session
                .define("free_seven", "opponent_score", args -> FreeSeven.points(args.integer("opponent_score")))
                .define("play", CourseFunctions.PLAY_PARAMETERS, args ->
                        CourseFunctions.play(RULES, args, Dice.fair(), session));
    }

    @TestFactory
    Stream<DynamicNode> cases() {
        return cases.tests();
    }
}
