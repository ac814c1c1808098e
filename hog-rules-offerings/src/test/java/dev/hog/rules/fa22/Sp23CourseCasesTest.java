package dev.hog.rules.fa22;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.ruleset.RulesetRegistry;
import dev.hog.course.CourseCaseTests;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * sp23's own ok test files ({@code offerings/sp23/tests}) against the fa22 ruleset, whose rules sp23 played: among
 * them sp23's 100 staff games of {@code tests/05.py}.
 */
class Sp23CourseCasesTest {
    private static final Path TESTS = Fa22CourseCasesTest.tests("sp23");

    private final CourseCaseTests cases = CourseCaseTests.ofOkTests(TESTS, "sp23",
            () -> Fa22CourseCasesTest.session(TESTS));

    @TestFactory
    Stream<DynamicNode> courseCases() {
        return cases.tests();
    }

    @Test
    void theRegistryFindsFa22ByTheIdOfSp23() {
        assertThat(RulesetRegistry.discover().get(Fa22.SP23)).isSameAs(Fa22.ruleset());
        assertThat(Fa22.ruleset().aliases()).containsExactly("sp23");
    }

    @Test
    void theCasesLeftOutAreCodeChecksOrTestedByHand() {
        assertThat(cases.runnable()).as("the cases that run, each a test").isEqualTo(844);

        assertThat(cases.locked()).as("sp23's course files lock no case").isEmpty();
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
