package dev.hog.runner.strategy;

import dev.hog.analysis.StateSpace;
import dev.hog.analysis.StrategyTable;
import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Strategy;
import dev.hog.api.ruleset.Ruleset;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.stream.Collectors;

/**
 * A student's {@code hog.py} as a strategy, for {@code python:FILE[:FUNCTION]}: Python 3 processes of its own ask
 * FUNCTION ({@code final_strategy} unless named) for its choice at every pair of scores below the goal, a row of scores
 * at a time, each process given the next row as it finishes one; the answers become a {@link StrategyTable}. A course strategy sees the two scores only, so the table
 * plays the same whatever the rules remember and whatever the turn, as a table file without extra columns does.
 *
 * <p>The file is imported as a module named after it, with its folder as the working directory and first on
 * {@code sys.path}, so that it imports {@code dice}, {@code ucb} and its own helpers as when the student runs it; a
 * folder without the course's {@code dice.py} or {@code ucb.py} gets hog's own, which define the names course files
 * import. It is not run as {@code __main__}: what the course's {@code @main} marks, or an
 * {@code if __name__ == '__main__'} block, does not run. Whatever it prints is dropped.
 *
 * <p>Before each choice, Python's {@code random} module is seeded from the two scores, so a strategy that draws from it
 * chooses reproducibly. One that draws, or that chooses differently when asked twice, is random: it is asked
 * {@code HOG_PYTHON_DRAWS} times at every pair of scores, each time seeded afresh, and becomes a {@link DrawnStrategy}
 * of those draws, with a warning. What a file draws as it is imported is drawn once, alike in every draw. Unless a
 * strategy chose differently with the same seed, its choices are kept in a cache, by the hash of the file, the other
 * {@code .py} files of its folder, the function and the game, so that the next command does not run it again.
 *
 * <p>Environment variables say how it runs:
 * <ul>
 *   <li>{@code HOG_PYTHON}: the Python 3 program (default: {@code python3} on the PATH);</li>
 *   <li>{@code HOG_PYTHON_TIMEOUT}: the seconds importing the file, or any one choice, may take (default 60): a
 *       process silent for longer is taken to hang, and the processes are killed. A run as a whole has no limit: one
 *       that will take a while says how long, or shows a progress bar at a terminal;</li>
 *   <li>{@code HOG_PYTHON_PROCESSES}: the Python processes that ask it at once. Unset, there is one a core (at least
 *       2), and while they spend most of their time waiting (for a clock, a file or the network, not for a core), more
 *       are started, up to 8 a core (at least 32);</li>
 *   <li>{@code HOG_PYTHON_DRAWS}: the draws of a random strategy's choices (default {@value #DEFAULT_DRAWS}), fewer for
 *       a strategy too slow to be asked so often, at the cost of a wider interval;</li>
 *   <li>{@code HOG_CACHE}: the folder of the cache (default: {@code $XDG_CACHE_HOME/hog}, else
 *       {@code ~/.cache/hog}); choices are kept in its {@code python-tables} folder.</li>
 * </ul>
 *
 * <p>Every mistake in the file, or in running it, is a {@link HogException} of one line that names the file, and the
 * scores and Python's last line of the error where they apply. A cache that cannot be read or written is passed by:
 * the file is run instead.
 *
 * <p>Thread-safe: it keeps the environment's variables and where warnings and progress go, and nothing else.
 */
public final class PythonFiles {
    /** The function a spec without one names: the course's contest entry. */
    public static final String DEFAULT_FUNCTION = "final_strategy";
    /** The seconds importing a file, or one choice, may take unless {@code HOG_PYTHON_TIMEOUT} says otherwise. */
    public static final int DEFAULT_SECONDS = 60;
    /** The draws of a random strategy's choices unless {@code HOG_PYTHON_DRAWS} says otherwise. */
    public static final int DEFAULT_DRAWS = 30;

    private static final byte[] DRIVER = resource("python_table.py");
    /** The course's modules, as the driver's first line: a folder without them imports these. */
    private static final byte[] COURSE_MODULES = ("COURSE_MODULES = {'dice': '" + base64("course/dice.py")
            + "', 'ucb': '" + base64("course/ucb.py") + "'}\n").getBytes(StandardCharsets.US_ASCII);
    /** Python's program: the driver's text, read from standard input, where its length comes first. */
    private static final String BOOT = "import sys; text = sys.stdin.buffer.read(int(sys.stdin.buffer.readline()));"
            + " exec(compile(text, 'hog-python-driver', 'exec'))";
    /** What Python reads first: the length of the driver's text, then the text. */
    private static final byte[] DRIVER_INPUT = driverInput();
    private static final int MOST_SECONDS = 86_400;
    private static final int MOST_PROCESSES = 256;
    /** The processes started, at least, for a strategy that waits more than it computes. */
    private static final int WAITING_PROCESSES = 32;
    private static final int MOST_DRAWS = 1_000;

    private final Map<String, String> variables;
    private final Consumer<String> warnings;
    private final Optional<PrintWriter> progress;

    /**
     * Python files run as the environment says, with warnings on this process's standard error.
     *
     * @param variables the environment variables: {@code HOG_PYTHON}, {@code HOG_PYTHON_TIMEOUT},
     *     {@code HOG_PYTHON_PROCESSES}, {@code HOG_PYTHON_DRAWS}, {@code HOG_CACHE}, {@code XDG_CACHE_HOME} and
     *     {@code HOME} are read
     */
    public PythonFiles(Map<String, String> variables) {
        this(variables, line -> System.err.println("hog: warning: " + line));
    }

    /**
     * Python files run as the environment says.
     *
     * @param variables the environment variables: {@code HOG_PYTHON}, {@code HOG_PYTHON_TIMEOUT},
     *     {@code HOG_PYTHON_PROCESSES}, {@code HOG_PYTHON_DRAWS}, {@code HOG_CACHE}, {@code XDG_CACHE_HOME} and
     *     {@code HOME} are read
     * @param warnings takes a line for each file whose strategy is random
     */
    public PythonFiles(Map<String, String> variables, Consumer<String> warnings) {
        this(variables, warnings, Optional.empty());
    }

    /**
     * Python files run as the environment says, with a progress bar while they take more than a second.
     *
     * @param variables the environment variables: {@code HOG_PYTHON}, {@code HOG_PYTHON_TIMEOUT},
     *     {@code HOG_PYTHON_PROCESSES}, {@code HOG_PYTHON_DRAWS}, {@code HOG_CACHE}, {@code XDG_CACHE_HOME} and
     *     {@code HOME} are read
     * @param warnings takes a line for each file whose strategy is random
     * @param progress where a person watches the choices being made, if one does
     */
    public PythonFiles(Map<String, String> variables, Consumer<String> warnings, Optional<PrintWriter> progress) {
        this.variables = Map.copyOf(variables);
        this.warnings = Objects.requireNonNull(warnings, "warnings");
        this.progress = Objects.requireNonNull(progress, "progress");
    }

    /**
     * Runs a file's strategy, or finds its choices in the cache, and keeps its choices.
     *
     * @param folder the folder a relative file is found in
     * @param arguments the spec after {@code python:}: {@code FILE} or {@code FILE:FUNCTION}
     * @param rules the game: the goal the choices must cover, and the most dice
     * @return the choices, as a table named {@code python:} and the arguments, or, if the strategy is random, a
     *     {@link DrawnStrategy} of such tables
     * @throws HogException if the file is missing or fails, Python cannot be run, or a choice is not a number of dice
     */
    public Strategy read(Path folder, String arguments, GameDefinition rules) {
        return read(folder, arguments, rules, Optional.empty());
    }

    /**
     * Runs a file's strategy, or finds its choices in the cache, and keeps its choices; warns if the course's files
     * say the file was written for another offering than the ruleset's (see {@link PythonOfferings}).
     *
     * @param folder the folder a relative file is found in
     * @param arguments the spec after {@code python:}: {@code FILE} or {@code FILE:FUNCTION}
     * @param rules the game: the goal the choices must cover, and the most dice
     * @param ruleset the ruleset the game plays, whose offerings the file is checked against, or empty
     * @return the choices, as {@link #read(Path, String, GameDefinition)} gives them
     * @throws HogException if the file is missing or fails, Python cannot be run, or a choice is not a number of dice
     */
    public Strategy read(Path folder, String arguments, GameDefinition rules, Optional<Ruleset> ruleset) {
        if (arguments.isBlank()) {
            throw new HogException("python:FILE[:FUNCTION] needs a file, such as python:hog.py or"
                    + " python:hog.py:final_strategy");
        }
        int colon = arguments.lastIndexOf(':');
        // A colon followed by a path is a drive's, as in C:\hog.py; the function's colon is the last.
        boolean named = colon >= 0 && !arguments.substring(colon + 1).matches(".*[/\\\\].*");
        String function = named ? arguments.substring(colon + 1).strip() : DEFAULT_FUNCTION;
        if (!function.matches("[A-Za-z_][A-Za-z0-9_]*")) {
            throw new HogException("python:FILE:FUNCTION names a Python function, such as"
                    + " python:hog.py:final_strategy; not '" + function + "'");
        }
        Path file = folder.resolve(named ? arguments.substring(0, colon) : arguments).toAbsolutePath().normalize();
        if (Files.isDirectory(file)) {
            throw new HogException(file + " is a folder; python:FILE names a Python file, such as python:hog.py");
        }
        if (!Files.isRegularFile(file)) {
            throw new HogException(file + ": no such file");
        }
        ruleset.flatMap(played -> PythonOfferings.mismatch("python:" + arguments, file, played))
                .ifPresent(warnings);
        int seconds = seconds();
        int processes = processes(rules.goal());
        int draws = whole("HOG_PYTHON_DRAWS", DEFAULT_DRAWS, 2, MOST_DRAWS,
                "the number of draws of a random python:FILE strategy's choices");
        PythonTableCache cache = PythonTableCache.of(cacheFolder(), file, function, rules, List.of(DRIVER,
                COURSE_MODULES, String.valueOf(draws).getBytes(StandardCharsets.US_ASCII)));
        PythonChoices choices = cache.read().orElseGet(() -> {
            PythonChoices made = new PythonRun(file, function, rules, seconds, processes, mostProcesses(processes),
                    draws, last -> start(file, function, rules, last), progress, warnings).choices();
            if (made.reproducible()) {
                cache.write(made);
            }
            return made;
        });
        String name = "python:" + arguments;
        if (choices.draws().size() == 1) {
            return table(name, rules.goal(), choices.draws().get(0));
        }
        warnings.accept(name + " " + choices.observed() + ": it is random, and plays as " + choices.draws().size()
                + " draws of its choices: compare and tournament give the mean of their exact win rates (compare"
                + " with a 95% confidence interval), simulate shares its games among them, and one game plays the"
                + " first");
        return new DrawnStrategy(name, choices.draws().stream().map(draw -> table(name, rules.goal(), draw))
                .toList(), choices.observed());
    }

    private static StrategyTable table(String name, int goal, int[][] choices) {
        StrategyTable.Builder table = StrategyTable.builder(name, StateSpace.ofScores(goal));
        for (int score = 0; score < goal; score++) {
            for (int opponent = 0; opponent < goal; opponent++) {
                table.choose(score, opponent, choices[score][opponent]);
            }
        }
        return table.build();
    }

    /** The seconds importing a file, or one choice, may take. */
    private int seconds() {
        return whole("HOG_PYTHON_TIMEOUT", DEFAULT_SECONDS, 1, MOST_SECONDS,
                "the seconds python:FILE's import or one choice may take");
    }

    /** The Python processes that ask a file's strategy at first: no more than there are scores to ask. */
    private int processes(int goal) {
        return Math.min(goal, whole("HOG_PYTHON_PROCESSES", cores(), 1, MOST_PROCESSES,
                "the number of Python processes that ask python:FILE at once"));
    }

    /** The Python processes that may ask at once while they wait: as many as set, if set. */
    private int mostProcesses(int processes) {
        if (variables.containsKey("HOG_PYTHON_PROCESSES")) {
            return processes;
        }
        return Math.min(MOST_PROCESSES, Math.max(WAITING_PROCESSES, 8 * cores()));
    }

    /** The cores, counted as at least 2: a process asks while another imports or waits. */
    private static int cores() {
        return Math.max(2, Runtime.getRuntime().availableProcessors());
    }

    private int whole(String variable, int otherwise, int least, int most, String meaning) {
        String given = variables.get(variable);
        if (given == null) {
            return otherwise;
        }
        try {
            int value = Integer.parseInt(given.strip());
            if (value >= least && value <= most) {
                return value;
            }
        } catch (NumberFormatException e) {
            // reported below, with what is allowed
        }
        throw new HogException(variable + " is " + meaning + ", a whole number from " + least + " to " + most
                + "; not '" + given + "'");
    }

    /** Where choices are kept: {@code HOG_CACHE}, else the XDG cache folder's {@code hog}, else the home's. */
    private Path cacheFolder() {
        String hog = variables.getOrDefault("HOG_CACHE", "").strip();
        if (!hog.isEmpty()) {
            try {
                return Path.of(hog).toAbsolutePath();
            } catch (InvalidPathException e) {
                throw new HogException("HOG_CACHE is the folder where python:FILE's choices are kept, a path; not '"
                        + hog + "': " + e.getReason(), e);
            }
        }
        String xdg = variables.getOrDefault("XDG_CACHE_HOME", "").strip();
        // The XDG specification ignores a relative path.
        if (!xdg.isEmpty() && Path.of(xdg).isAbsolute()) {
            return Path.of(xdg, "hog");
        }
        String home = variables.getOrDefault("HOME", "").strip();
        return Path.of(home.isEmpty() ? System.getProperty("user.home") : home, ".cache", "hog");
    }

    /** Starts the driver on a file, with its last arguments; a missing Python is a mistake that says what to do. */
    private Process start(Path file, String function, GameDefinition rules, List<String> arguments) {
        String python = variables.getOrDefault("HOG_PYTHON", "").strip();
        List<String> command = new ArrayList<>(List.of(python.isEmpty() ? "python3" : python, "-B", "-c", BOOT,
                file.toString(), function, String.valueOf(rules.goal()), rules.choices().stream()
                        .map(String::valueOf).collect(Collectors.joining(","))));
        command.addAll(arguments);
        ProcessBuilder builder = new ProcessBuilder(command).directory(file.getParent().toFile());
        builder.environment().put("PYTHONIOENCODING", "utf-8");
        Process process;
        try {
            process = builder.start();
        } catch (IOException e) {
            throw new HogException(file + " needs Python 3, and " + (python.isEmpty()
                    ? "there is no python3 on the PATH; install Python 3, or set HOG_PYTHON to a Python 3 program"
                    : "HOG_PYTHON names " + python + ", which cannot be run; set HOG_PYTHON to a Python 3"
                    + " program, or unset it to run python3 from the PATH"), e);
        }
        // The driver comes first on standard input, where the rows to ask follow once the file is imported.
        try {
            OutputStream in = process.getOutputStream();
            in.write(DRIVER_INPUT);
            in.flush();
        } catch (IOException e) {
            // Python ended before it read the driver; what it said is reported as it stops.
        }
        return process;
    }

    private static byte[] driverInput() {
        byte[] length = ((COURSE_MODULES.length + DRIVER.length) + "\n").getBytes(StandardCharsets.US_ASCII);
        byte[] input = Arrays.copyOf(length, length.length + COURSE_MODULES.length + DRIVER.length);
        System.arraycopy(COURSE_MODULES, 0, input, length.length, COURSE_MODULES.length);
        System.arraycopy(DRIVER, 0, input, length.length + COURSE_MODULES.length, DRIVER.length);
        return input;
    }

    private static String base64(String name) {
        return Base64.getEncoder().encodeToString(resource(name));
    }

    private static byte[] resource(String name) {
        try (InputStream in = Objects.requireNonNull(PythonFiles.class.getResourceAsStream(name), name)) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
