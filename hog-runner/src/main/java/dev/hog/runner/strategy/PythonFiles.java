package dev.hog.runner.strategy;

import dev.hog.analysis.StateSpace;
import dev.hog.analysis.StrategyTable;
import dev.hog.api.EngineLimitException;
import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Strategy;
import dev.hog.runner.io.ProgressBar;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
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
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

/**
 * A student's {@code hog.py} as a strategy, for {@code python:FILE[:FUNCTION]}: Python 3 processes of its own ask
 * FUNCTION ({@code final_strategy} unless named) for its choice at every pair of scores below the goal, each process a
 * range of scores; the answers become a {@link StrategyTable}. A course strategy sees the two scores only, so the table
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
 *   <li>{@code HOG_PYTHON_TIMEOUT}: the seconds the file may take, every process's import and every choice (default
 *       60); then the processes are killed;</li>
 *   <li>{@code HOG_PYTHON_PROCESSES}: the Python processes that ask it at once (default: the cores, at least 2);</li>
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
    /** The seconds a file may take unless {@code HOG_PYTHON_TIMEOUT} says otherwise. */
    public static final int DEFAULT_SECONDS = 60;
    /** The draws of a random strategy's choices unless {@code HOG_PYTHON_DRAWS} says otherwise. */
    public static final int DEFAULT_DRAWS = 30;

    private static final byte[] DRIVER = resource("python_table.py");
    /** The course's modules, as the driver's first line: a folder without them imports these. */
    private static final byte[] COURSE_MODULES = ("COURSE_MODULES = {'dice': '" + base64("course/dice.py")
            + "', 'ucb': '" + base64("course/ucb.py") + "'}\n").getBytes(StandardCharsets.US_ASCII);
    private static final int MOST_SECONDS = 86_400;
    private static final int MOST_PROCESSES = 256;
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
        int seconds = seconds();
        int processes = processes(rules.goal());
        int draws = whole("HOG_PYTHON_DRAWS", DEFAULT_DRAWS, 2, MOST_DRAWS,
                "the number of draws of a random python:FILE strategy's choices");
        PythonTableCache cache = PythonTableCache.of(cacheFolder(), file, function, rules, List.of(DRIVER,
                COURSE_MODULES, String.valueOf(draws).getBytes(StandardCharsets.US_ASCII)));
        PythonChoices choices = cache.read().orElseGet(() -> {
            PythonChoices made = new Run(file, function, rules, seconds, processes, draws).choices();
            if (made.reproducible()) {
                cache.write(made);
            }
            return made;
        });
        String name = "python:" + arguments;
        if (choices.draws().size() == 1) {
            return table(name, rules.goal(), choices.draws().get(0));
        }
        warnings.accept(name + " " + choices.observed() + ": it is random; compare gives its win rate over "
                + choices.draws().size() + " draws of its choices with a 95% confidence interval, other commands"
                + " play its first draw");
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

    /** The seconds a file may take. */
    private int seconds() {
        return whole("HOG_PYTHON_TIMEOUT", DEFAULT_SECONDS, 1, MOST_SECONDS, "the seconds python:FILE may take");
    }

    /** The Python processes that ask a file's strategy at once: no more than there are scores to ask. */
    private int processes(int goal) {
        int cores = Math.max(2, Runtime.getRuntime().availableProcessors());
        return Math.min(goal, whole("HOG_PYTHON_PROCESSES", cores, 1, MOST_PROCESSES,
                "the number of Python processes that ask python:FILE at once"));
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

    /** The runs of the driver, in parallel over ranges of scores, on one file. */
    private final class Run {
        private final Path file;
        private final String function;
        private final GameDefinition rules;
        private final int goal;
        private final int seconds;
        private final int processes;
        private final int draws;
        private final long deadline;
        /** The first sign, in order of scores, that the strategy is random. */
        private final AtomicReference<Observed> observed = new AtomicReference<>();

        Run(Path file, String function, GameDefinition rules, int seconds, int processes, int draws) {
            this.file = file;
            this.function = function;
            this.rules = rules;
            this.goal = rules.goal();
            this.seconds = seconds;
            this.processes = processes;
            this.draws = draws;
            this.deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        }

        /** Its choices: once, and if it is seen to be random, once for each draw. */
        PythonChoices choices() {
            List<int[][]> draws = new ArrayList<>(ask(0, 1, true, 0));
            Observed first = observed.get();
            if (first == null) {
                return new PythonChoices(draws, "", true);
            }
            draws.addAll(ask(1, this.draws, false, (long) goal * goal));
            String observation = first.again() ? first.words() : difference(draws);
            // A strategy that draws random numbers but chose alike in every draw is, as far as can be told, a table.
            return observation == null ? new PythonChoices(draws.subList(0, 1), "", true)
                    : new PythonChoices(draws, observation, !first.again());
        }

        /** The first choice where a draw differs from the first. */
        private String difference(List<int[][]> draws) {
            for (int score = 0; score < goal; score++) {
                for (int opponent = 0; opponent < goal; opponent++) {
                    for (int[][] draw : draws) {
                        int first = draws.get(0)[score][opponent];
                        if (draw[score][opponent] != first) {
                            return new Observed(score, opponent, first, String.valueOf(draw[score][opponent]), false)
                                    .words();
                        }
                    }
                }
            }
            return null;
        }

        /** The choices of draws {@code from} to {@code to - 1}, by the processes, each a range of scores. */
        private List<int[][]> ask(int from, int to, boolean check, long madeBefore) {
            int[][][] choices = new int[to - from][goal][];
            List<Worker> workers = new ArrayList<>();
            ProgressBar bar = progress.map(err -> new ProgressBar(err, (long) (to - from) * goal * goal,
                    System::nanoTime)).orElse(null);
            try {
                for (int part = 0; part < processes; part++) {
                    workers.add(new Worker(goal * part / processes, goal * (part + 1) / processes, from, to, check,
                            choices));
                }
                for (Worker worker : workers) {
                    worker.await(workers, madeBefore, bar);
                }
            } finally {
                workers.forEach(Worker::kill);
                if (bar != null) {
                    bar.finish();
                }
            }
            for (Worker worker : workers) {
                worker.check();
            }
            // A choice that differs with the same seed says most: that the strategy cannot be drawn again alike.
            workers.stream().map(worker -> worker.observed.get()).filter(Objects::nonNull)
                    .min(Comparator.comparing(Observed::again).reversed())
                    .ifPresent(seen -> observed.compareAndSet(null, seen));
            return Arrays.asList(choices);
        }

        /** One Python process, asking for the choices at a range of scores. */
        private final class Worker {
            private final int first;
            private final int end;
            private final int fromDraw;
            private final int[][][] choices;
            private final Process process;
            private final FutureTask<String> answers;
            private final Thread errors;
            private final AtomicReference<String> version = new AtomicReference<>("");
            private final AtomicReference<Observed> observed = new AtomicReference<>();
            /** The rows of choices that have come, or -1 while the file is being imported. */
            private final AtomicInteger rows = new AtomicInteger(-1);
            /** The choices made, as last told: by a row, or between rows by the driver's count. */
            private final AtomicInteger asked = new AtomicInteger();
            /** The score of the row that comes next. */
            private final AtomicInteger next;
            /** Python's last line on standard error, where a crash of Python itself is told. */
            private final AtomicReference<String> lastError = new AtomicReference<>("");
            private String last = "";
            private String exit = "";

            Worker(int first, int end, int fromDraw, int toDraw, boolean check, int[][][] choices) {
                this.first = first;
                this.end = end;
                this.fromDraw = fromDraw;
                this.choices = choices;
                this.next = new AtomicInteger(first);
                this.process = start(List.of(String.valueOf(first), String.valueOf(end), String.valueOf(fromDraw),
                        String.valueOf(toDraw), check ? "1" : "0"));
                this.answers = new FutureTask<>(() -> read(process.getInputStream()));
                this.errors = daemon("hog-python-errors", () -> keepLastLine(process.getErrorStream()));
                daemon("hog-python-answers", answers);
            }

            /** Waits for the driver's last line, within the run's time. */
            void await(List<Worker> all, long madeBefore, ProgressBar bar) {
                try {
                    last = poll(all, bar);
                    if (last.isEmpty()) {
                        // Python stopped before the driver's last line: its exit code and last words say why.
                        errors.join(TimeUnit.SECONDS.toMillis(1));
                        exit = process.waitFor(1, TimeUnit.SECONDS) ? " with exit code " + process.exitValue() : "";
                    }
                } catch (TimeoutException e) {
                    throw new HogException(file + " did not finish within " + seconds + " s: " + progress(all,
                            madeBefore) + "; HOG_PYTHON_TIMEOUT sets the seconds it may take" + (madeBefore == 0 ? ""
                            : ", HOG_PYTHON_DRAWS the draws"));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new EngineLimitException(file + ": interrupted while Python ran it", e);
                } catch (ExecutionException e) {
                    if (e.getCause() instanceof IOException failed) {
                        throw new HogException(file + ": Python's answers cannot be read: " + failed.getMessage(), e);
                    }
                    throw new IllegalStateException("The Python driver's answers for " + file + " do not parse",
                            e.getCause());
                }
            }

            /** The driver's last line, within the run's time; meanwhile, the bar if there is one shows the choices. */
            private String poll(List<Worker> all, ProgressBar bar) throws InterruptedException, ExecutionException,
                    TimeoutException {
                long step = bar == null ? Long.MAX_VALUE : TimeUnit.MILLISECONDS.toNanos(250);
                while (true) {
                    long left = deadline - System.nanoTime();
                    try {
                        return answers.get(Math.max(0, Math.min(left, step)), TimeUnit.NANOSECONDS);
                    } catch (TimeoutException e) {
                        if (left <= step) {
                            throw e;
                        }
                        bar.accept(all.stream().mapToLong(worker -> worker.asked.get()).sum());
                    }
                }
            }

            /** Throws the mistake Python reported, if it did not finish. */
            void check() {
                if (last.equals("DONE")) {
                    return;
                }
                if (last.startsWith("ERROR\t")) {
                    throw new HogException(mistake(last.split("\t", -1), version.get()));
                }
                String where = rows.get() < 0 ? "while importing it" : "at score " + next.get();
                throw new HogException(file + ": Python stopped" + exit + " " + where + ", before every choice was"
                        + " made" + (lastError.get().isEmpty() ? "" : ": " + lastError.get()));
            }

            void kill() {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly();
            }

            /** Reads the choices; the driver's last line, or empty if Python stopped before it. */
            private String read(InputStream stream) throws IOException {
                try (BufferedReader in = new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8))) {
                    for (String line = in.readLine(); line != null; line = in.readLine()) {
                        String[] fields = line.split("\t", -1);
                        switch (fields[0]) {
                            case "PYTHON" -> version.set(fields[1]);
                            case "IMPORTED" -> rows.set(0);
                            case "ASKED" -> asked.set(Integer.parseInt(fields[1]));
                            case "ROW" -> row(Integer.parseInt(fields[1]), Integer.parseInt(fields[2]), fields[3]);
                            case "RANDOM" -> observed.compareAndSet(null, new Observed(Integer.parseInt(fields[1]),
                                    Integer.parseInt(fields[2]), -1, "", false));
                            case "AGAIN" -> observed.set(new Observed(Integer.parseInt(fields[1]),
                                    Integer.parseInt(fields[2]), Integer.parseInt(fields[3]), fields[4], true));
                            case "DONE", "ERROR" -> {
                                return line;
                            }
                            default -> throw new IllegalStateException("the driver wrote " + line);
                        }
                    }
                }
                return "";
            }

            private void row(int draw, int score, String line) {
                String[] row = line.split(",", -1);
                if (draw < fromDraw || draw >= fromDraw + choices.length || score < first || score >= end
                        || row.length != goal) {
                    throw new IllegalStateException("the row for draw " + draw + ", score " + score + " is " + line);
                }
                int[] chosen = new int[goal];
                for (int opponent = 0; opponent < goal; opponent++) {
                    chosen[opponent] = Integer.parseInt(row[opponent]);
                    if (chosen[opponent] < 0 || chosen[opponent] > rules.maxDice()) {
                        throw new IllegalStateException("the row for score " + score + " chooses " + chosen[opponent]
                                + " dice");
                    }
                }
                choices[draw - fromDraw][score] = chosen;
                asked.set(rows.incrementAndGet() * goal);
                next.set(score + 1 == end ? first : score + 1);
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
        }

        /** How far the processes had come when the time was up, and how long all would take at that pace. */
        private String progress(List<Worker> workers, long madeBefore) {
            if (madeBefore == 0 && workers.stream().allMatch(worker -> worker.rows.get() < 0)) {
                return "importing it had not ended";
            }
            long made = madeBefore + workers.stream().mapToLong(worker -> worker.asked.get()).sum();
            long all = (long) goal * goal * (madeBefore == 0 ? 1 : draws);
            String pace = made == 0 ? "" : String.format(Locale.ROOT, "; at that pace all take about %,d s",
                    Math.round(Math.ceil((double) seconds * all / made)));
            return String.format(Locale.ROOT, "%s had made %,d of its %,d choices%s%s", function, made, all,
                    madeBefore == 0 ? "" : " (it is random: " + draws + " draws)", pace);
        }

        private Process start(List<String> range) {
            String python = variables.getOrDefault("HOG_PYTHON", "").strip();
            // The driver comes on standard input, which it then leaves at its end: a strategy that asks for input gets
            // none, rather than waiting for it.
            List<String> command = new ArrayList<>(List.of(python.isEmpty() ? "python3" : python, "-B", "-",
                    file.toString(), function, String.valueOf(goal), String.valueOf(rules.maxDice())));
            command.addAll(range);
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
                in.write(COURSE_MODULES);
                in.write(DRIVER);
            } catch (IOException e) {
                // Python ended before it read the driver; what it said is reported as it stops.
            }
            return process;
        }

        /** A line of the driver's {@code ERROR} report, in words. */
        private String mistake(String[] report, String version) {
            String at = report.length > 3 ? " at score " + report[2] + ", opponent " + report[3] : "";
            return switch (report[1]) {
                case "import" -> file + " fails when imported: " + report[3] + (report[2].equals("version")
                        ? "; it ran on Python " + version + ": if it needs another, set HOG_PYTHON to that Python"
                        : "");
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

    /**
     * A sign that a strategy is random, at a pair of scores.
     *
     * @param score the mover's score
     * @param opponent the opponent's score
     * @param first its first choice there, or -1 if it was only seen to draw random numbers
     * @param then what it chose when asked again
     * @param again whether it was asked again with the same seed, so that it draws from something else than the random
     *     module's own generator and cannot be drawn again alike
     */
    private record Observed(int score, int opponent, int first, String then, boolean again) {
        String words() {
            return "chose " + first + ", then " + then + " when asked " + (again ? "twice" : "again") + " at score "
                    + score + ", opponent " + opponent;
        }
    }

    private static Thread daemon(String name, Runnable work) {
        Thread thread = new Thread(work, name);
        thread.setDaemon(true);
        thread.start();
        return thread;
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
