package dev.hog.runner.strategy;

import dev.hog.api.EngineLimitException;
import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import com.sun.management.OperatingSystemMXBean;
import dev.hog.runner.io.ProgressBar;
import dev.hog.runner.io.DiceChoices;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

/**
 * One run of the driver on one file: Python processes that ask the file's function for its choices, a row of scores
 * at a time, dealt to each process as it finishes the one before, so that a strategy slow at some scores holds no
 * process up. While the processes spend most of their time waiting rather than computing (a strategy that waits on a
 * clock, a file or the network), more are started, up to {@link #mostProcesses}; a strategy that computes gets as many
 * as there are cores.
 *
 * <p>Time is bounded per step, not in all: importing the file, and each choice, may take the run's seconds, and a
 * process silent for longer is taken to hang. A run without a progress bar that will take a while says how long, once.
 *
 * <p>What it reports does not depend on how the rows were dealt: the first mistake in order of draws and scores, and
 * the first sign of randomness in that order.
 */
final class PythonRun {
    /** Rows in flight per process: one being asked, one waiting, so that a process never waits for the next. */
    private static final int IN_FLIGHT = 2;
    /** How often the run looks at its processes. */
    private static final long TICK_MILLIS = 100;
    /** The time over which the processes' use of the cores is measured before more are started. */
    private static final long SAMPLE_NANOS = TimeUnit.SECONDS.toNanos(1);
    /** Below this share of their time computing, the processes are taken to wait, and more are started. */
    private static final double WAITING = 0.5;
    /** Below this share, the processes hardly compute at all, however busy the machine. */
    private static final double IDLE = 0.2;
    /** Past this share of the machine's cores in use, no process is added. */
    private static final double BUSY = 0.75;
    /** A run expected to take longer than this, with nobody watching a bar, says how long, once. */
    private static final long SAY_AFTER_SECONDS = 20;

    private final Path file;
    private final String function;
    private final GameDefinition rules;
    private final int goal;
    private final int seconds;
    private final int processes;
    private final int mostProcesses;
    private final int draws;
    private final PythonStarter starter;
    private final Optional<PrintWriter> progress;
    private final Consumer<String> warnings;

    /** Starts a process of the driver with its arguments after the file and function, or throws why it cannot. */
    interface PythonStarter {
        Process start(List<String> arguments);
    }

    PythonRun(Path file, String function, GameDefinition rules, int seconds, int processes, int mostProcesses,
            int draws, PythonStarter starter, Optional<PrintWriter> progress, Consumer<String> warnings) {
        this.file = file;
        this.function = function;
        this.rules = rules;
        this.goal = rules.goal();
        this.seconds = seconds;
        this.processes = processes;
        this.mostProcesses = Math.max(processes, mostProcesses);
        this.draws = draws;
        this.starter = starter;
        this.progress = progress;
        this.warnings = warnings;
    }

    /** Its choices: once, and if it is seen to be random, once for each draw. */
    PythonChoices choices() {
        Ask first = new Ask(0, 1, true, 0);
        List<int[][]> all = new ArrayList<>(first.run());
        Observed seen = first.observed();
        if (seen == null) {
            return new PythonChoices(all, "", true);
        }
        all.addAll(new Ask(1, draws, false, (long) goal * goal).run());
        String observation = seen.again() ? seen.words() : difference(all);
        // A strategy that draws random numbers but chose alike in every draw is, as far as can be told, a table.
        return observation == null ? new PythonChoices(all.subList(0, 1), "", true)
                : new PythonChoices(all, observation, !seen.again());
    }

    /** The first choice where a draw differs from the first. */
    private String difference(List<int[][]> all) {
        for (int score = 0; score < goal; score++) {
            for (int opponent = 0; opponent < goal; opponent++) {
                for (int[][] draw : all) {
                    int first = all.get(0)[score][opponent];
                    if (draw[score][opponent] != first) {
                        return new Observed(score, opponent, first, String.valueOf(draw[score][opponent]), false)
                                .words();
                    }
                }
            }
        }
        return null;
    }

    /**
     * The choices of draws {@code from} to {@code to - 1}: its jobs are the rows, numbered draw by draw and score by
     * score, dealt in that order.
     */
    private final class Ask {
        private final int from;
        private final int jobs;
        private final boolean check;
        private final long madeBefore;
        private final int[][][] choices;
        private final boolean[] done;
        /** Every job below this is done. */
        private int doneBelow;
        private int nextJob;
        /** The first mistake, in order of jobs and opponent scores, or null. */
        private Failure failure;
        /** Set once the run has its answer: what processes say as they are stopped is not a mistake. */
        private boolean over;
        /** The first sign of randomness: asked twice before drew, then in order of jobs. */
        private Observed observed;
        private final List<Worker> workers = new ArrayList<>();

        Ask(int from, int to, boolean check, long madeBefore) {
            this.from = from;
            this.jobs = (to - from) * goal;
            this.check = check;
            this.madeBefore = madeBefore;
            this.choices = new int[to - from][goal][];
            this.done = new boolean[jobs];
        }

        List<int[][]> run() {
            ProgressBar bar = progress.map(err -> new ProgressBar(err, (long) jobs * goal, System::nanoTime))
                    .orElse(null);
            long start = System.nanoTime();
            Failure failed;
            try {
                for (int i = 0; i < Math.min(processes, jobs); i++) {
                    workers.add(new Worker());
                }
                Sample sample = null;
                boolean told = bar != null;
                int steadyProcesses = 0;
                long steadySince = start;
                long steadyMade = 0;
                while (!finished()) {
                    long now = System.nanoTime();
                    watch(now);
                    long made = workers.stream().mapToLong(Worker::made).sum();
                    if (bar != null) {
                        bar.accept(made);
                    }
                    if (workers.size() != steadyProcesses) {
                        steadyProcesses = workers.size();
                        steadySince = now;
                        steadyMade = made;
                    } else if (!told && now - steadySince > TimeUnit.SECONDS.toNanos(3) && made > steadyMade) {
                        told = tellHowLong(made, made - steadyMade, now - steadySince);
                    }
                    sample = more(sample, now);
                    waitForNews();
                }
                synchronized (this) {
                    over = true;
                    failed = failure;
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new EngineLimitException(file + ": interrupted while Python ran it", e);
            } finally {
                workers.forEach(Worker::kill);
                if (bar != null) {
                    bar.finish();
                }
            }
            if (failed != null) {
                throw new HogException(failed.words());
            }
            return Arrays.asList(choices);
        }

        synchronized Observed observed() {
            return observed;
        }

        /** Whether every job is done, or every job before the first mistake. */
        private synchronized boolean finished() {
            return doneBelow >= (failure == null ? jobs : failure.job());
        }

        private synchronized void waitForNews() throws InterruptedException {
            if (!finished()) {
                wait(TICK_MILLIS);
            }
        }

        /** The next job for a process, or -1 if there is none, or none before the first mistake. */
        private synchronized int take() {
            if (nextJob >= jobs || failure != null && nextJob >= failure.job()) {
                return -1;
            }
            return nextJob++;
        }

        private synchronized void finish(int job, int[] row) {
            choices[job / goal][job % goal] = row;
            done[job] = true;
            while (doneBelow < jobs && done[doneBelow]) {
                doneBelow++;
            }
            notifyAll();
        }

        private synchronized void fail(Failure failed) {
            if (over) {
                return;
            }
            if (failure == null || failed.compareTo(failure) < 0) {
                failure = failed;
            }
            notifyAll();
        }

        private synchronized void observe(Observed seen) {
            if (observed == null || seen.compareTo(observed) < 0) {
                observed = seen;
            }
        }

        /**
         * Starts more processes while those that ask spend most of their time waiting: a second at a time, the share
         * of it their processes spent computing. Returns the sample to compare the next with.
         */
        private Sample more(Sample last, long now) {
            if (workers.size() >= mostProcesses || workers.stream().anyMatch(worker -> !worker.asking())) {
                return null;
            }
            if (last != null && last.processes() == workers.size() && now - last.nanos() < SAMPLE_NANOS) {
                return last;
            }
            Sample sample = sample(now);
            if (last == null || last.processes() != sample.processes() || last.scheduled() != sample.scheduled()) {
                return sample;
            }
            double computing = (double) (sample.busyNanos() - last.busyNanos()) / (now - last.nanos())
                    / sample.processes();
            int left;
            synchronized (this) {
                left = jobs - nextJob;
            }
            if (!waiting(computing, sample.scheduled()) || left < workers.size()) {
                return sample;
            }
            int more = Math.min(Math.min(workers.size(), mostProcesses - workers.size()), left);
            for (int i = 0; i < more; i++) {
                workers.add(new Worker());
            }
            return null;
        }

        /** The processes' busy time now: by the scheduler's count where every process has one, else their CPU time. */
        private Sample sample(long now) {
            long scheduled = 0;
            for (Worker worker : workers) {
                long busy = worker.scheduledNanos();
                if (busy < 0) {
                    return new Sample(now, workers.stream().mapToLong(Worker::cpuNanos).sum(), workers.size(), false);
                }
                scheduled += busy;
            }
            return new Sample(now, scheduled, workers.size(), true);
        }

        /**
         * Says once how long a run will take, if long, at the pace of the processes since their number last changed;
         * whether it was said or need not be.
         */
        private boolean tellHowLong(long made, long lately, long elapsed) {
            long all = (long) jobs * goal;
            long leftSeconds = (long) Math.ceil((double) elapsed * (all - made) / lately / 1e9);
            if (leftSeconds < SAY_AFTER_SECONDS) {
                return leftSeconds < SAY_AFTER_SECONDS / 2;
            }
            warnings.accept(String.format(Locale.ROOT, "python:%s makes about %,.0f choices a second on %d"
                    + " processes: its %,d choices%s will take about %s more; they are kept, so that the next"
                    + " command does not ask again", file.getFileName(), lately * 1e9 / elapsed, workers.size(), all,
                    madeBefore == 0 ? "" : " (it is random: " + draws + " draws)", duration(leftSeconds)));
            return true;
        }

        /**
         * Fails the run if a process was silent too long while it imported or asked. Those that went silent within a
         * second of it are taken to hang alike, and the first of their jobs is named.
         */
        private void watch(long now) {
            long limit = TimeUnit.SECONDS.toNanos(seconds);
            if (workers.stream().allMatch(worker -> worker.silentOn(now, limit) == null)) {
                return;
            }
            long nearly = Math.max(0, limit - TimeUnit.SECONDS.toNanos(1));
            int job = workers.stream().map(worker -> worker.silentOn(now, nearly)).filter(Objects::nonNull)
                    .mapToInt(Integer::intValue).min().orElseThrow();
            String where = job < 0 ? "importing it took more than " + seconds + " s"
                    : function + " made no choice for " + seconds + " s at score " + job % goal
                    + (madeBefore == 0 ? "" : " in draw " + (from + job / goal + 1));
            throw new HogException(file + " seems to hang: " + where + "; " + howFar()
                    + ". HOG_PYTHON_TIMEOUT sets the seconds an import or a choice may take");
        }

        /** How far the processes had come when one hung. */
        private String howFar() {
            long made = madeBefore + workers.stream().mapToLong(Worker::made).sum();
            long all = (long) goal * goal * (madeBefore == 0 ? 1 : draws);
            return String.format(Locale.ROOT, "%s had made %,d of its %,d choices%s", function, made, all,
                    madeBefore == 0 ? "" : " (it is random: " + draws + " draws)");
        }

        /** One Python process, asking for the choices of the rows it is dealt. */
        private final class Worker {
            private final Process process;
            private final OutputStream commands;
            private final Thread errors;
            private final AtomicReference<String> version = new AtomicReference<>("");
            /** Python's last line on standard error, where a crash of Python itself is told. */
            private final AtomicReference<String> lastError = new AtomicReference<>("");
            /** The jobs sent and not yet answered, oldest first: the oldest is the one being asked. */
            private final ArrayDeque<Integer> inFlight = new ArrayDeque<>();
            private final AtomicInteger rows = new AtomicInteger();
            /** Choices made in the rows not yet answered, as the driver last told. */
            private final AtomicInteger askedInRow = new AtomicInteger();
            private volatile boolean imported;
            private volatile boolean ended;
            /** When the driver last wrote a line, or the process started. */
            private volatile long heard = System.nanoTime();

            Worker() {
                this.process = starter.start(List.of(String.valueOf(check ? 1 : 0)));
                this.commands = process.getOutputStream();
                this.errors = daemon("hog-python-errors", () -> keepLastLine(process.getErrorStream()));
                daemon("hog-python-answers", this::read);
            }

            /** Whether it imported the file and asks, rather than importing or having ended. */
            boolean asking() {
                return imported && !ended && process.isAlive();
            }

            long made() {
                return (long) rows.get() * goal + askedInRow.get();
            }

            /**
             * The nanoseconds it has computed or waited for a core to compute on, as Linux tells in
             * {@code /proc/PID/schedstat}; or -1 where that cannot be read.
             */
            long scheduledNanos() {
                try {
                    String[] fields = Files.readString(Path.of("/proc", String.valueOf(process.pid()), "schedstat"))
                            .strip().split(" ");
                    return Long.parseLong(fields[0]) + Long.parseLong(fields[1]);
                } catch (IOException | RuntimeException e) {
                    return -1;
                }
            }

            long cpuNanos() {
                return process.info().totalCpuDuration().map(Duration::toNanos).orElse(0L);
            }

            /**
             * The job it has been silent on for longer than {@code nanos} while it imported or asked: -1 while
             * importing, a job while asking, or null if it was heard from since, or has nothing to do.
             */
            synchronized Integer silentOn(long now, long nanos) {
                if (ended || imported && inFlight.isEmpty() || now - heard <= nanos) {
                    return null;
                }
                return imported ? inFlight.peekFirst() : Integer.valueOf(-1);
            }

            void kill() {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly();
            }

            private void read() {
                String last = "";
                try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(),
                        StandardCharsets.UTF_8))) {
                    for (String line = in.readLine(); line != null; line = in.readLine()) {
                        heard = System.nanoTime();
                        last = line;
                        if (!answer(line.split("\t", -1))) {
                            break;
                        }
                    }
                } catch (IOException e) {
                    // Python was killed, or its pipe broke: the run reports why, if it matters.
                } catch (RuntimeException e) {
                    fail(new Failure(-1, 0, "The Python driver's answers for " + file + " do not parse: "
                            + e.getMessage()));
                    return;
                }
                ended = true;
                if (last.equals("DONE") || last.startsWith("ERROR\t")) {
                    return;
                }
                // Python stopped before the driver's last line: its exit code and last words say why.
                try {
                    errors.join(TimeUnit.SECONDS.toMillis(1));
                    String exit = process.waitFor(1, TimeUnit.SECONDS) ? " with exit code " + process.exitValue()
                            : "";
                    Integer job;
                    synchronized (this) {
                        job = imported ? inFlight.peekFirst() : Integer.valueOf(-1);
                    }
                    if (job == null) {
                        return;
                    }
                    String where = job < 0 ? "while importing it" : "at score " + job % goal;
                    fail(new Failure(job, 0, file + ": Python stopped" + exit + " " + where + ", before every choice"
                            + " was made" + (lastError.get().isEmpty() ? "" : ": " + lastError.get())));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }

            /** Takes one line of the driver's; whether more are to come. */
            private boolean answer(String[] fields) throws IOException {
                switch (fields[0]) {
                    case "PYTHON" -> version.set(fields[1]);
                    case "IMPORTED" -> {
                        imported = true;
                        deal();
                    }
                    case "ASKED" -> askedInRow.set(Integer.parseInt(fields[1]));
                    case "ROW" -> {
                        int job = Integer.parseInt(fields[1]);
                        int[] row = row(job, fields[2]);
                        synchronized (this) {
                            if (inFlight.isEmpty() || inFlight.peekFirst() != job) {
                                throw new IllegalStateException("row " + job + " came, not " + inFlight.peekFirst());
                            }
                            inFlight.removeFirst();
                        }
                        askedInRow.set(0);
                        rows.incrementAndGet();
                        finish(job, row);
                        deal();
                    }
                    case "RANDOM" -> observe(new Observed(Integer.parseInt(fields[1]), Integer.parseInt(fields[2]), -1,
                            "", false));
                    case "AGAIN" -> observe(new Observed(Integer.parseInt(fields[1]), Integer.parseInt(fields[2]),
                            Integer.parseInt(fields[3]), fields[4], true));
                    case "DONE" -> {
                        return false;
                    }
                    case "ERROR" -> {
                        int job;
                        synchronized (this) {
                            job = !imported || inFlight.isEmpty() ? -1 : inFlight.peekFirst();
                        }
                        int opponent = fields.length > 3 && fields[1].matches("raised|returned|chose")
                                ? Integer.parseInt(fields[3]) : 0;
                        fail(new Failure(job, opponent, mistake(fields, version.get())));
                        return false;
                    }
                    default -> throw new IllegalStateException("the driver wrote " + String.join(" ", fields));
                }
                return true;
            }

            /** Sends jobs until it has its rows in flight; ends the driver when there are none left. */
            private void deal() throws IOException {
                StringBuilder sent = new StringBuilder();
                boolean end;
                synchronized (this) {
                    while (inFlight.size() < IN_FLIGHT) {
                        int job = take();
                        if (job < 0) {
                            break;
                        }
                        inFlight.addLast(job);
                        sent.append("ROW ").append(job).append(' ').append(from + job / goal).append(' ')
                                .append(job % goal).append('\n');
                    }
                    end = inFlight.isEmpty();
                }
                if (end) {
                    sent.append("END\n");
                }
                try {
                    commands.write(sent.toString().getBytes(StandardCharsets.US_ASCII));
                    commands.flush();
                    if (end) {
                        commands.close();
                    }
                } catch (IOException e) {
                    // Python ended: what it said last is read as it stops.
                }
            }

            private int[] row(int job, String line) {
                String[] row = line.split(",", -1);
                if (job < 0 || job >= jobs || row.length != goal) {
                    throw new IllegalStateException("the row of job " + job + " is " + line);
                }
                int[] chosen = new int[goal];
                for (int opponent = 0; opponent < goal; opponent++) {
                    chosen[opponent] = Integer.parseInt(row[opponent]);
                    if (!rules.choices().contains(chosen[opponent])) {
                        throw new IllegalStateException("the row of job " + job + " chooses " + chosen[opponent]
                                + " dice");
                    }
                }
                return chosen;
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
                    + " whole number of dice, " + DiceChoices.describe(rules, rules.choices());
            case "chose" -> function + " in " + file + " chose " + report[4] + " dice" + at + "; a strategy rolls"
                    + " " + DiceChoices.describe(rules, rules.choices());
            default -> throw new IllegalStateException("The Python driver reported " + String.join(" ", report));
        };
    }

    /**
     * Whether processes that were busy for this share of their time were mostly waiting, for a clock, a file or the
     * network. Where the share counts the time they waited for a core as busy (Linux's scheduler statistics), less than
     * half. Where it counts their computing only, a busy machine's processes also wait for a core, where more would
     * only wait longer: less than half when the machine's cores are not busy, else hardly computing at all.
     */
    private static boolean waiting(double busy, boolean scheduled) {
        return busy < IDLE || busy < WAITING && (scheduled || machineLoad() < BUSY);
    }

    /** The share of the machine's cores in use lately, or 0 if it cannot be told. */
    private static double machineLoad() {
        return ManagementFactory.getOperatingSystemMXBean() instanceof OperatingSystemMXBean system
                ? Math.max(0, system.getCpuLoad()) : 0;
    }

    private static String duration(long seconds) {
        if (seconds < 120) {
            return seconds + " s";
        }
        long minutes = (seconds + 59) / 60;
        return minutes < 120 ? minutes + " min" : String.format(Locale.ROOT, "%.1f h", minutes / 60.0);
    }

    /** The processes' busy time at a moment, and whether it counts the time they waited for a core. */
    private record Sample(long nanos, long busyNanos, int processes, boolean scheduled) {
    }

    /**
     * A mistake at a job and opponent score, the first of which is reported.
     *
     * @param job the job, or -1 for a mistake before any (importing the file)
     */
    private record Failure(int job, int opponent, String words) implements Comparable<Failure> {
        @Override
        public int compareTo(Failure other) {
            return Comparator.comparingInt(Failure::job).thenComparingInt(Failure::opponent).compare(this, other);
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
    private record Observed(int score, int opponent, int first, String then, boolean again)
            implements Comparable<Observed> {
        String words() {
            return "chose " + first + ", then " + then + " when asked " + (again ? "twice" : "again") + " at score "
                    + score + ", opponent " + opponent;
        }

        /** A choice that differs with the same seed says most: that the strategy cannot be drawn again alike. */
        @Override
        public int compareTo(Observed other) {
            return Comparator.comparing(Observed::again).reversed().thenComparingInt(Observed::score)
                    .thenComparingInt(Observed::opponent).compare(this, other);
        }
    }

    private static Thread daemon(String name, Runnable work) {
        Thread thread = new Thread(work, name);
        thread.setDaemon(true);
        thread.start();
        return thread;
    }
}
