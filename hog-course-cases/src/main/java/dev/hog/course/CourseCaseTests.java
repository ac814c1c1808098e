package dev.hog.course;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.API;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;

/**
 * Turns a section of the course's cases, or the course's own ok test files, into JUnit dynamic tests: one container per suite, one test per case, each
 * asserting that the case prints what the course expected. Each suite runs in a fresh interpreter session from the
 * supplier, set up by the suite's setup code.
 *
 * <p>Cases the interpreter cannot run are left out and listed by {@link #unsupported()}, so that a test can check
 * they are exactly the cases tested by hand; a later case that needs a name one of them would have defined is left
 * out too. If a suite's setup cannot run, the whole suite is left out.
 */
@API(status = API.Status.EXPERIMENTAL, since = "1.0")
public final class CourseCaseTests {
    private final List<CourseSuite> suites;
    private final Supplier<CaseInterpreter> sessions;
    private final List<String> locked;
    private final List<String> unsupported = new ArrayList<>();

    private CourseCaseTests(List<CourseSuite> suites, List<String> locked, Supplier<CaseInterpreter> sessions) {
        this.suites = suites;
        this.locked = List.copyOf(locked);
        this.sessions = sessions;
    }

    /**
     * Reads a section of a cases file.
     *
     * @param cases the cases file
     * @param section the section, such as {@code su20}
     * @param sessions makes a session with the section's course functions bound
     * @return the tests
     */
    public static CourseCaseTests of(InputStream cases, String section, Supplier<CaseInterpreter> sessions) {
        return new CourseCaseTests(CourseCases.read(cases, section), List.of(), sessions);
    }

    /**
     * Reads the course's own ok test files, every {@code tests/*.py} of a folder, as {@link OkTests} reads them.
     *
     * @param testsFolder the course's {@code tests} folder
     * @param section the ruleset the cases belong to, such as {@code fa17}
     * @param sessions makes a session with the offering's course functions bound
     * @return the tests
     * @throws IllegalArgumentException naming the file and line if a file is malformed
     */
    @API(status = API.Status.EXPERIMENTAL, since = "2.0")
    public static CourseCaseTests ofOkTests(Path testsFolder, String section, Supplier<CaseInterpreter> sessions) {
        OkTests tests = OkTests.read(testsFolder, section);
        return new CourseCaseTests(tests.suites(), tests.locked(), sessions);
    }

    /**
     * The dynamic tests, one container per suite. Building them runs the cases and decides which are unsupported.
     *
     * @return the tests
     */
    public Stream<DynamicNode> tests() {
        unsupported.clear();
        List<DynamicNode> containers = new ArrayList<>();
        for (CourseSuite suite : suites) {
            List<DynamicTest> tests = suiteTests(suite);
            if (!tests.isEmpty()) {
                containers.add(DynamicContainer.dynamicContainer(suite.toString(), tests));
            }
        }
        return containers.stream();
    }

    /**
     * The cases left out because the interpreter cannot run them, as {@code file suite: code}.
     *
     * @return the unsupported cases, after {@link #tests()} has run
     */
    public List<String> unsupported() {
        return List.copyOf(unsupported);
    }

    /**
     * The cases of ok test files left out because their answers are locked (hashed), as {@code file suite: code};
     * none for a cases file.
     *
     * @return the locked cases
     */
    @API(status = API.Status.EXPERIMENTAL, since = "2.0")
    public List<String> locked() {
        return locked;
    }

    private List<DynamicTest> suiteTests(CourseSuite suite) {
        List<DynamicTest> tests = new ArrayList<>();
        CaseInterpreter session = sessions.get();
        try {
            session.setUp(suite.setup());
        } catch (UnsupportedCaseException e) {
            suite.cases().forEach(courseCase -> unsupported.add(suite.describe(courseCase.code())));
            return tests;
        }
        for (CourseCase courseCase : suite.cases()) {
            String name = courseCase + " (line " + courseCase.line() + ")";
            try {
                String actual = session.run(courseCase.code());
                tests.add(DynamicTest.dynamicTest(name,
                        () -> assertThat(actual).as(courseCase.code()).isEqualTo(courseCase.expected())));
            } catch (UnsupportedCaseException e) {
                unsupported.add(suite.describe(courseCase.code()));
            } catch (RuntimeException e) {
                tests.add(DynamicTest.dynamicTest(name, () -> {
                    throw new AssertionError("Case failed: " + courseCase.code() + ": " + e, e);
                }));
            }
        }
        return tests;
    }
}
