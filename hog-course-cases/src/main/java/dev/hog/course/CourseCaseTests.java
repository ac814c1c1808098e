package dev.hog.course;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.API;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
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
 * out too. If a suite's setup cannot run, the whole suite is left out. {@link #runnable()} counts the cases that run,
 * so that a test can check none was lost.
 *
 * <p>The cases run once: the first of {@link #tests()}, {@link #unsupported()} and {@link #runnable()} runs them, and
 * the course's ok test files of a folder run once in a JVM however many tests read them, so that a test class's
 * factory and its checks of what was left out do not replay a thousand games twice.
 */
@API(status = API.Status.EXPERIMENTAL, since = "1.0")
public final class CourseCaseTests {
    private final List<CourseSuite> suites;
    private final Supplier<CaseInterpreter> sessions;
    private final List<String> locked;
    /** What identifies the cases across instances, for {@link #OUTCOMES}; {@code null} for cases not kept there. */
    private final List<Object> key;
    private Outcome outcome;

    /** The outcomes of the ok test files run in this JVM, by folder and section. */
    private static final Map<List<Object>, Outcome> OUTCOMES = new ConcurrentHashMap<>();

    /** The cases run: their tests, by suite, and the cases left out. */
    private record Outcome(List<DynamicNode> containers, List<String> unsupported, int runnable) {
    }

    private CourseCaseTests(List<CourseSuite> suites, List<String> locked, Supplier<CaseInterpreter> sessions,
            List<Object> key) {
        this.suites = suites;
        this.locked = List.copyOf(locked);
        this.sessions = sessions;
        this.key = key;
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
        return new CourseCaseTests(CourseCases.read(cases, section), List.of(), sessions, null);
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
        return new CourseCaseTests(tests.suites(), tests.locked(), sessions,
                List.of(testsFolder.toAbsolutePath().normalize(), section));
    }

    /**
     * The dynamic tests, one container per suite. Building them runs the cases, once, and decides which are
     * unsupported.
     *
     * @return the tests
     */
    public Stream<DynamicNode> tests() {
        return outcome().containers().stream();
    }

    /**
     * The cases left out because the interpreter cannot run them, as {@code file suite: code}.
     *
     * @return the unsupported cases
     */
    public List<String> unsupported() {
        return outcome().unsupported();
    }

    /**
     * How many cases run, each a test of {@link #tests()}: every case but those {@link #unsupported()} and, for ok test
     * files, {@link #locked()}.
     *
     * @return the number of cases that run
     */
    @API(status = API.Status.EXPERIMENTAL, since = "2.0")
    public int runnable() {
        return outcome().runnable();
    }

    private Outcome outcome() {
        if (outcome == null) {
            outcome = key == null ? run() : OUTCOMES.computeIfAbsent(key, ignored -> run());
        }
        return outcome;
    }

    private Outcome run() {
        List<String> leftOut = new ArrayList<>();
        List<DynamicNode> containers = new ArrayList<>();
        int runnable = 0;
        for (CourseSuite suite : suites) {
            List<DynamicTest> tests = suiteTests(suite, leftOut);
            runnable += tests.size();
            if (!tests.isEmpty()) {
                containers.add(DynamicContainer.dynamicContainer(suite.toString(), tests));
            }
        }
        return new Outcome(List.copyOf(containers), List.copyOf(leftOut), runnable);
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

    private List<DynamicTest> suiteTests(CourseSuite suite, List<String> unsupported) {
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
