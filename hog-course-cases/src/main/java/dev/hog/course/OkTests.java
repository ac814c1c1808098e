package dev.hog.course;

import dev.hog.api.API;
import dev.hog.course.PythonLiteral.Dict;
import dev.hog.course.PythonLiteral.Str;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemNotFoundException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Reads the course's own test files, the ok format's {@code tests/NN.py}, into the suites of course cases that
 * {@link CourseCases} reads from the transcribed cases.
 *
 * <p>Each file is one Python assignment, {@code test = {'name': ..., 'suites': [...]}}, read as the Python literal it
 * is. Each suite of type {@code doctest} becomes a {@link CourseSuite} named {@code suite N} by its place among the
 * file's suites; other suites (the multiple-choice {@code concept} ones) are skipped. A suite's setup is its
 * {@code >>>} statements joined with {@code "; "}; its teardown is not run. In a case's doctest text,
 * {@code >>> } lines start a statement and {@code ... } lines continue it (joined with a space inside brackets, else
 * with {@code " ⏎ "} as the transcribed cases write a block); other lines are what the statement printed. Each
 * statement that printed something becomes one {@link CourseCase}, after the statements before it that printed
 * nothing (joined with {@code "; "}), its lines joined with {@code " | "}; statements at the end of a case that
 * print nothing become a case expecting {@code "(no output / must not raise)"}. Comments are dropped but on the
 * statement that prints. A case marked {@code 'locked': True}, or a statement whose answer is marked
 * {@code # locked}, has hashed answers: it is left out and listed by {@link #locked()}.
 *
 * <p>The files of a folder are read in name order; {@code .py} files that are not ok tests ({@code play_utils.py},
 * {@code construct_check.py}, {@code __init__.py}) are passed over.
 */
@API(status = API.Status.EXPERIMENTAL, since = "2.0")
public final class OkTests {
    /** What a case that prints nothing expects, as the transcribed cases write it. */
    static final String NO_OUTPUT = "(no output / must not raise)";

    private static final Pattern OK_TEST = Pattern.compile("\\A(?:\\s|#[^\\n]*\\n)*test\\s*=");
    private static final String LOCKED = "# locked";
    private static final String BLOCK = " ⏎ ";

    private final List<CourseSuite> suites = new ArrayList<>();
    private final List<String> locked = new ArrayList<>();

    private OkTests() {
    }

    /**
     * Reads every ok test file of a folder.
     *
     * @param testsFolder the course's {@code tests} folder
     * @param section the ruleset the cases belong to, such as {@code fa17}
     * @return the suites and the locked cases
     * @throws IllegalArgumentException naming the file and line if a file is malformed, or if the folder has no ok
     *     test file
     * @throws UncheckedIOException if the folder cannot be read
     */
    public static OkTests read(Path testsFolder, String section) {
        Objects.requireNonNull(section, "section");
        OkTests tests = new OkTests();
        List<Path> files;
        try (Stream<Path> listing = Files.list(testsFolder)) {
            files = listing.filter(file -> file.getFileName().toString().endsWith(".py")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        int read = 0;
        for (Path file : files) {
            String source;
            try {
                source = Files.readString(file, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            if (OK_TEST.matcher(source).lookingAt()) {
                tests.readFile(source, file.toString(), "tests/" + file.getFileName(), section);
                read++;
            }
        }
        if (read == 0) {
            throw new IllegalArgumentException(testsFolder + " has no ok test file (a .py file that is test = {...})");
        }
        return tests;
    }

    /**
     * A folder of resources on the class path as a path, such as the course's {@code tests} folder copied to a
     * module's test resources.
     *
     * @param owner a class whose class loader finds the folder, such as the test
     * @param name the folder's resource name, such as {@code /offerings/fa17/tests}
     * @return the folder
     * @throws IllegalArgumentException if there is no such folder on the file system
     */
    public static Path resourceFolder(Class<?> owner, String name) {
        URL url = owner.getResource(name);
        if (url == null) {
            throw new IllegalArgumentException("No resource " + name + " for " + owner.getName());
        }
        try {
            Path folder = Path.of(url.toURI());
            if (Files.isDirectory(folder)) {
                return folder;
            }
        } catch (URISyntaxException | FileSystemNotFoundException e) {
            throw new IllegalArgumentException("The resource " + name + " is not a folder on the file system: " + url,
                    e);
        }
        throw new IllegalArgumentException("The resource " + name + " is not a folder: " + url);
    }

    /**
     * Reads one ok test file's text.
     *
     * @param source the file's text
     * @param name the file as the suites name it, such as {@code tests/01.py}
     * @param section the ruleset the cases belong to
     * @return the suites and the locked cases
     */
    static OkTests parse(String source, String name, String section) {
        OkTests tests = new OkTests();
        tests.readFile(source, name, name, section);
        return tests;
    }

    /**
     * The suites of doctests, file by file in name order.
     *
     * @return the suites
     */
    public List<CourseSuite> suites() {
        return List.copyOf(suites);
    }

    /**
     * The cases left out because their answers are locked (hashed), as {@code file suite: code}.
     *
     * @return the locked cases, one for each that would have been a {@link CourseCase}
     */
    public List<String> locked() {
        return List.copyOf(locked);
    }

    private void readFile(String source, String path, String name, String section) {
        Object test = PythonLiteral.assignment(source, path, "test");
        Dict file = dict(test, path, 1, "the test to be a dict");
        if (!(file.get("suites") instanceof List<?> all)) {
            throw new IllegalArgumentException(path + ":" + file.line() + ": expected the test to have a list of"
                    + " 'suites'");
        }
        for (int index = 0; index < all.size(); index++) {
            Dict suite = dict(all.get(index), path, file.line(), "suite " + index + " to be a dict");
            if (!"doctest".equals(text(suite.get("type")))) {
                continue;
            }
            String suiteName = "suite " + index;
            String setup = suite.get("setup") instanceof Str code
                    ? statements(code, path).stream().map(Statement::bare).filter(text -> !text.isEmpty())
                            .collect(Collectors.joining("; "))
                    : "";
            List<CourseCase> cases = new ArrayList<>();
            List<String> lockedHere = new ArrayList<>();
            if (!(suite.get("cases") instanceof List<?> caseList)) {
                throw new IllegalArgumentException(path + ":" + suite.line() + ": expected " + suiteName
                        + " to have a list of 'cases'");
            }
            for (Object item : caseList) {
                Dict courseCase = dict(item, path, suite.line(), "each case of " + suiteName + " to be a dict");
                if (!(courseCase.get("code") instanceof Str code)) {
                    throw new IllegalArgumentException(path + ":" + courseCase.line() + ": expected the case to have"
                            + " its 'code' as a string");
                }
                boolean caseLocked = Boolean.TRUE.equals(courseCase.get("locked"));
                cases(statements(code, path), caseLocked, cases, lockedHere);
            }
            CourseSuite made = new CourseSuite(section, name, suiteName, setup, cases);
            lockedHere.forEach(lockedCase -> locked.add(made.describe(lockedCase)));
            if (!cases.isEmpty()) {
                suites.add(made);
            }
        }
    }

    /**
     * Groups a case's statements into course cases: each statement that prints, after those before it that do not.
     * Locked ones go to {@code lockedCases}, as the code they would have run.
     */
    private static void cases(List<Statement> statements, boolean caseLocked, List<CourseCase> cases,
            List<String> lockedCases) {
        List<Statement> pending = new ArrayList<>();
        for (Statement statement : statements) {
            if (statement.output().isEmpty()) {
                if (!statement.bare().isEmpty()) {
                    pending.add(statement);
                }
                continue;
            }
            pending.add(statement);
            add(pending, String.join(" | ", statement.output()), caseLocked || statement.locked(), cases,
                    lockedCases);
        }
        if (!pending.isEmpty()) {
            add(pending, NO_OUTPUT, caseLocked, cases, lockedCases);
        }
    }

    private static void add(List<Statement> pending, String expected, boolean isLocked, List<CourseCase> cases,
            List<String> lockedCases) {
        List<String> code = new ArrayList<>();
        for (int i = 0; i < pending.size() - 1; i++) {
            code.add(pending.get(i).bare());
        }
        Statement last = pending.get(pending.size() - 1);
        code.add(last.code());
        CourseCase courseCase = new CourseCase(String.join("; ", code), expected, pending.get(0).line());
        if (isLocked) {
            lockedCases.add(courseCase.code());
        } else {
            cases.add(courseCase);
        }
        pending.clear();
    }

    /**
     * One doctest statement.
     *
     * @param code the statement, continuation lines joined, with the comment of its last line
     * @param bare the statement without its last line's comment; empty for a line that is only a comment
     * @param line the file line of its {@code >>>}
     * @param output the lines it printed
     * @param locked whether its answer is hashed
     */
    private record Statement(String code, String bare, int line, List<String> output, boolean locked) {
    }

    /** Reads the statements of a doctest text and what each printed. */
    private static List<Statement> statements(Str doctest, String path) {
        List<Statement> statements = new ArrayList<>();
        String[] lines = doctest.text().split("\n", -1);
        int indent = -1;
        StringBuilder code = null;
        String lastLine = "";
        int line = 0;
        List<String> output = new ArrayList<>();
        boolean isLocked = false;
        for (int k = 0; k < lines.length; k++) {
            String text = lines[k];
            String stripped = text.strip();
            int fileLine = doctest.lines().get(k);
            if (stripped.startsWith(">>>")) {
                if (code != null) {
                    statements.add(statement(code, lastLine, line, output, isLocked));
                }
                if (indent < 0) {
                    indent = text.indexOf(">>>");
                }
                code = new StringBuilder();
                lastLine = prompted(stripped);
                line = fileLine;
                output = new ArrayList<>();
                isLocked = false;
            } else if (stripped.startsWith("...") && code != null && output.isEmpty()) {
                String more = prompted(stripped).strip();
                if (more.isEmpty()) {
                    continue;
                }
                String previous = withoutComment(lastLine);
                boolean open = openBrackets(code + previous) > 0 || previous.endsWith("\\");
                code.append(previous.endsWith("\\") ? previous.substring(0, previous.length() - 1).strip()
                        : previous).append(open ? " " : BLOCK);
                lastLine = more;
            } else if (stripped.equals(LOCKED)) {
                isLocked = true;
            } else if (!stripped.isEmpty()) {
                if (code == null) {
                    throw new IllegalArgumentException(path + ":" + fileLine + ": expected '>>> ' before the output '"
                            + stripped + "'");
                }
                int margin = 0;
                while (margin < indent && margin < text.length() && Character.isWhitespace(text.charAt(margin))) {
                    margin++;
                }
                output.add(text.substring(margin).stripTrailing());
            }
        }
        if (code != null) {
            statements.add(statement(code, lastLine, line, output, isLocked));
        }
        return statements;
    }

    private static Statement statement(StringBuilder code, String lastLine, int line, List<String> output,
            boolean isLocked) {
        String withComment = (code + lastLine).strip();
        String bare = (code + withoutComment(lastLine)).strip();
        return new Statement(withComment, bare, line, List.copyOf(output), isLocked);
    }

    /** The code after a {@code >>>} or {@code ...} prompt. */
    private static String prompted(String stripped) {
        String rest = stripped.substring(3);
        return rest.startsWith(" ") ? rest.substring(1) : rest;
    }

    /** A line of code without its comment, if it has one outside strings. */
    static String withoutComment(String code) {
        for (int i = 0; i < code.length(); i++) {
            char c = code.charAt(i);
            if (c == '\'' || c == '"') {
                i = stringEnd(code, i) - 1;
            } else if (c == '#') {
                return code.substring(0, i).stripTrailing();
            }
        }
        return code;
    }

    /** How many brackets the code leaves open, outside strings and comments. */
    static int openBrackets(String code) {
        int depth = 0;
        for (int i = 0; i < code.length(); i++) {
            char c = code.charAt(i);
            if (c == '\'' || c == '"') {
                i = stringEnd(code, i) - 1;
            } else if (c == '#') {
                return depth;
            } else if ("([{".indexOf(c) >= 0) {
                depth++;
            } else if (")]}".indexOf(c) >= 0) {
                depth--;
            }
        }
        return depth;
    }

    private static int stringEnd(String code, int start) {
        try {
            return PythonLiteral.string(code, start).end();
        } catch (IllegalArgumentException unclosed) {
            return code.length();
        }
    }

    private static Dict dict(Object value, String path, int line, String expected) {
        if (value instanceof Dict map) {
            return map;
        }
        throw new IllegalArgumentException(path + ":" + line + ": expected " + expected);
    }

    private static String text(Object value) {
        return value instanceof Str str ? str.text() : null;
    }
}
