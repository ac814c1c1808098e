package dev.hog.runner.strategy;

import dev.hog.analysis.StateSpace;
import dev.hog.analysis.StrategyTable;
import dev.hog.api.EngineLimitException;
import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A student's {@code hog.py} as a strategy, for {@code python:FILE[:FUNCTION]}: the file is run once, in a Python 3
 * process of its own, which asks FUNCTION ({@code final_strategy} unless named) for its choice at every pair of scores
 * below the goal; the answers become a {@link StrategyTable}. A course strategy sees the two scores only, so the table
 * plays the same whatever the rules remember and whatever the turn, as a table file without extra columns does.
 *
 * <p>The file is imported as a module named after it, with its folder as the working directory and first on
 * {@code sys.path}, so that it imports {@code dice}, {@code ucb} and its own helpers as when the student runs it. It is
 * not run as {@code __main__}: what the course's {@code @main} marks, or an {@code if __name__ == '__main__'} block,
 * does not run. Whatever it prints is dropped. Two environment variables say how it runs:
 * <ul>
 *   <li>{@code HOG_PYTHON}: the Python 3 program (default: {@code python3} on the PATH);</li>
 *   <li>{@code HOG_PYTHON_TIMEOUT}: the seconds the whole file may take, import and every choice (default 60); then
 *       the process is killed.</li>
 * </ul>
 *
 * <p>Every mistake in the file, or in running it, is a {@link HogException} of one line that names the file, and the
 * scores and Python's last line of the error where they apply.
 *
 * <p>Thread-safe: it keeps the environment's variables and nothing else.
 */
public final class PythonFiles {
    /** The function a spec without one names: the course's contest entry. */
    public static final String DEFAULT_FUNCTION = "final_strategy";
    /** The seconds a file may take unless {@code HOG_PYTHON_TIMEOUT} says otherwise. */
    public static final int DEFAULT_SECONDS = 60;

    private static final byte[] DRIVER = driver();
    private static final int MOST_SECONDS = 86_400;

    private final Map<String, String> variables;

    /**
     * Python files run as the environment says.
     *
     * @param variables the environment variables, of which {@code HOG_PYTHON} and {@code HOG_PYTHON_TIMEOUT} are read
     */
    public PythonFiles(Map<String, String> variables) {
        this.variables = Map.copyOf(variables);
    }

    /**
     * Runs a file's strategy and keeps its choices.
     *
     * @param folder the folder a relative file is found in
     * @param arguments the spec after {@code python:}: {@code FILE} or {@code FILE:FUNCTION}
     * @param rules the game: the goal the choices must cover, and the most dice
     * @return the choices, as a table named {@code python:} and the arguments
     * @throws HogException if the file is missing or fails, Python cannot be run, or a choice is not a number of dice
     */
    public StrategyTable read(Path folder, String arguments, GameDefinition rules) {
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
        return new Run(file, function, rules).table("python:" + arguments);
    }

    /** The seconds a file may take. */
    private int seconds() {
        String given = variables.get("HOG_PYTHON_TIMEOUT");
        if (given == null) {
            return DEFAULT_SECONDS;
        }
        try {
            int seconds = Integer.parseInt(given.strip());
            if (seconds >= 1 && seconds <= MOST_SECONDS) {
                return seconds;
            }
        } catch (NumberFormatException e) {
            // reported below, with what is allowed
        }
        throw new HogException("HOG_PYTHON_TIMEOUT is the seconds python:FILE may take, a whole number from 1 to "
                + MOST_SECONDS + "; not '" + given + "'");
    }

    /** One run of the driver on one file. */
    private final class Run {
        private final Path file;
        private final String function;
        private final GameDefinition rules;
        private final int goal;
        /** The scores whose choices have come, or -1 while the file is being imported. */
        private final AtomicInteger rows = new AtomicInteger(-1);
        /** Python's last line on standard error, where a crash of Python itself is told. */
        private final AtomicReference<String> lastError = new AtomicReference<>("");

        Run(Path file, String function, GameDefinition rules) {
            this.file = file;
            this.function = function;
            this.rules = rules;
            this.goal = rules.goal();
        }

        StrategyTable table(String name) {
            int seconds = seconds();
            Process process = start();
            // Filled by the reader's thread; read here only after its task is done.
            StrategyTable.Builder table = StrategyTable.builder(name, StateSpace.ofScores(goal));
            FutureTask<String> answers = new FutureTask<>(() -> read(process.getInputStream(), table));
            Thread errors = daemon("hog-python-errors", () -> keepLastLine(process.getErrorStream()));
            daemon("hog-python-answers", answers);
            String end;
            String exit = "";
            try {
                end = answers.get(seconds, TimeUnit.SECONDS);
                if (end.isEmpty()) {
                    // Python stopped before the driver's last line: its exit code and last words say why.
                    errors.join(TimeUnit.SECONDS.toMillis(1));
                    exit = process.waitFor(1, TimeUnit.SECONDS) ? " with exit code " + process.exitValue() : "";
                }
            } catch (TimeoutException e) {
                throw new HogException(file + " did not finish within " + seconds + " s: " + (rows.get() < 0
                        ? "importing it had not ended" : function + " was at score " + rows.get() + " of 0 to "
                        + (goal - 1)) + "; HOG_PYTHON_TIMEOUT sets the seconds it may take");
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new EngineLimitException(file + ": interrupted while Python ran it", e);
            } catch (ExecutionException e) {
                if (e.getCause() instanceof IOException failed) {
                    throw new HogException(file + ": Python's answers cannot be read: " + failed.getMessage(), e);
                }
                throw new IllegalStateException("The Python driver's answers for " + file + " do not parse",
                        e.getCause());
            } finally {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly();
            }
            if (end.equals("DONE")) {
                return table.build();
            }
            if (end.startsWith("ERROR\t")) {
                throw new HogException(mistake(end.split("\t", -1)));
            }
            String where = rows.get() < 0 ? "while importing it" : "at score " + rows.get();
            throw new HogException(file + ": Python stopped" + exit + " " + where + ", before every choice was made"
                    + (lastError.get().isEmpty() ? "" : ": " + lastError.get()));
        }

        private Process start() {
            String python = variables.getOrDefault("HOG_PYTHON", "").strip();
            // The driver comes on standard input, which it then leaves at its end: a strategy that asks for input gets
            // none, rather than waiting for it.
            List<String> command = List.of(python.isEmpty() ? "python3" : python, "-B", "-", file.toString(), function,
                    String.valueOf(goal), String.valueOf(rules.maxDice()));
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
            try (OutputStream in = process.getOutputStream()) {
                in.write(DRIVER);
            } catch (IOException e) {
                // Python ended before it read the driver; what it said is reported as it stops.
            }
            return process;
        }

        /** Reads the choices into the table; the driver's last line, or empty if Python stopped before it. */
        private String read(InputStream stream, StrategyTable.Builder table) throws IOException {
            try (BufferedReader in = new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8))) {
                for (String line = in.readLine(); line != null; line = in.readLine()) {
                    if (line.equals("IMPORTED")) {
                        rows.set(0);
                    } else if (line.equals("DONE") || line.startsWith("ERROR\t")) {
                        return line;
                    } else {
                        row(line, table);
                    }
                }
            }
            return "";
        }

        private void row(String line, StrategyTable.Builder table) {
            int score = rows.get();
            String[] choices = line.split(",", -1);
            if (score < 0 || score >= goal || choices.length != goal) {
                throw new IllegalStateException("the row for score " + score + " is " + line);
            }
            for (int opponent = 0; opponent < goal; opponent++) {
                int chosen = Integer.parseInt(choices[opponent]);
                if (chosen < 0 || chosen > rules.maxDice()) {
                    throw new IllegalStateException("the row for score " + score + " chooses " + chosen + " dice");
                }
                table.choose(score, opponent, chosen);
            }
            rows.incrementAndGet();
        }

        private void keepLastLine(InputStream stream) {
            try (BufferedReader in = new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8))) {
                for (String line = in.readLine(); line != null; line = in.readLine()) {
                    if (!line.isBlank()) {
                        lastError.set(line.strip());
                    }
                }
            } catch (IOException e) {
                // Python was killed while it wrote: what it wrote last is kept.
            }
        }

        /** A line of the driver's {@code ERROR} report, in words. */
        private String mistake(String[] report) {
            String at = report.length > 3 ? " at score " + report[2] + ", opponent " + report[3] : "";
            return switch (report[1]) {
                case "import" -> file + " fails when imported: " + report[2];
                case "function" -> file + " has no function " + function
                        + (report[2].isEmpty() ? "" : "; its " + function + " is of type " + report[2]);
                case "raised" -> function + " in " + file + " raised " + report[4] + at;
                case "returned" -> function + " in " + file + " returned " + report[4] + at + "; a strategy returns a"
                        + " whole number of dice, 0 to " + rules.maxDice();
                case "chose" -> function + " in " + file + " chose " + report[4] + " dice" + at + "; a strategy rolls"
                        + " 0 to " + rules.maxDice();
                default -> throw new IllegalStateException("The Python driver reported " + String.join(" ", report));
            };
        }
    }

    private static Thread daemon(String name, Runnable work) {
        Thread thread = new Thread(work, name);
        thread.setDaemon(true);
        thread.start();
        return thread;
    }

    private static byte[] driver() {
        try (InputStream in = Objects.requireNonNull(PythonFiles.class.getResourceAsStream("python_table.py"),
                "python_table.py")) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
