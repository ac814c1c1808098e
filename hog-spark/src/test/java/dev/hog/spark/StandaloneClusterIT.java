package dev.hog.spark;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.hog.analysis.PairEvaluator;
import dev.hog.analysis.Tournament;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Strategy;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetRegistry;
import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.apache.spark.launcher.JavaModuleOptions;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.api.function.Executable;

/**
 * The job's jar on a Spark standalone cluster, started as Spark's {@code sbin} scripts start one: a master and two
 * workers of two cores each, every one its own JVM on a Spark distribution's layout (its {@code jars} folder holds the
 * Spark jars of this module's test class path, and nothing of Hog SDK); the job submitted through
 * {@code SparkSubmit} in its own JVM, with a ruleset plugin's jar beside it, as the README tells users to, for two
 * executors of one core, one on each worker. The matrices are those of {@link Tournament} in this JVM.
 *
 * <p>The cluster is started once for all the cases, which run at once, each job on a core of each worker: a job
 * spends most of its time starting JVMs, which the other job's work fills.
 */
@Execution(ExecutionMode.CONCURRENT)
class StandaloneClusterIT {
    private static final Path DIR = Path.of(System.getProperty("hog.cluster.dir", "target/cluster-it"))
            .toAbsolutePath();
    private static final Path SPARK_HOME = DIR.resolve("spark-home");
    private static final Path LOGS = DIR.resolve("logs");
    private static final List<Process> STARTED = new ArrayList<>();
    private static final Thread KILL = new Thread(StandaloneClusterIT::killAll);

    private static String master;
    private static Path trot;

    @BeforeAll
    static void startCluster() throws Exception {
        deleteIfPresent(DIR);
        Files.createDirectories(LOGS);
        Runtime.getRuntime().addShutdownHook(KILL);
        distribution();
        trot = trotJar();
        int port = freePort();
        master = "spark://127.0.0.1:" + port;
        Path masterLog = start("master", "org.apache.spark.deploy.master.Master", "--host", "127.0.0.1", "--port",
                String.valueOf(port), "--webui-port", "0");
        awaitLine(masterLog, "I have been elected leader");
        for (String worker : List.of("worker1", "worker2")) {
            start(worker, "org.apache.spark.deploy.worker.Worker", "--host", "127.0.0.1", "--cores", "2", "--memory",
                    "1g", "--webui-port", "0", "--work-dir", DIR.resolve(worker).toString(), master);
        }
        for (String worker : List.of("worker1", "worker2")) {
            awaitLine(LOGS.resolve(worker + ".log"), "Successfully registered with master");
        }
    }

    @AfterAll
    static void stopCluster() {
        killAll();
        Runtime.getRuntime().removeShutdownHook(KILL);
    }

    @Test
    void aPluginsRulesetOnTheClusterGivesTheLocalMatrix() throws Throwable {
        withLogs(() -> {
            List<String> specs = List.of("trotter", "baseline", "always:3", "always:6");
            JsonNode written = submit("trot", "--ruleset", "trot", String.join(" ", specs));

            try (URLClassLoader plugin = new URLClassLoader(new URL[] {trot.toUri().toURL()},
                    getClass().getClassLoader())) {
                Ruleset ruleset = RulesetRegistry.discover(plugin).get("trot");
                GameDefinition rules = ruleset.defaultGame();
                assertSameMatrix(written, rules, specs, specs.stream().map(ruleset::strategy).toList());
            }
        });
    }

    @Test
    void aContestOfTablesOnTheClusterGivesTheLocalMatrix() throws Throwable {
        withLogs(() -> {
            GameDefinition rules = RulesetRegistry.discover().get("su15").defaultGame();
            int entries = Integer.getInteger("hog.cluster.entries", 60);
            Path tables = Files.createDirectories(DIR.resolve("contest"));
            List<String> names = new ArrayList<>();
            List<Strategy> strategies = new ArrayList<>();
            SplittableRandom random = new SplittableRandom(61);
            for (int i = 0; i < entries; i++) {
                int[][] table = new int[rules.goal()][rules.goal()];
                StringBuilder csv = new StringBuilder();
                for (int[] row : table) {
                    for (int j = 0; j < row.length; j++) {
                        row[j] = random.nextInt(rules.maxDice() + 1);
                        csv.append(row[j]).append(j + 1 < row.length ? "," : "\n");
                    }
                }
                String name = String.format("table%03d.csv", i);
                Files.writeString(tables.resolve(name), csv);
                names.add(name);
                strategies.add((score, opponent) -> table[score][opponent]);
            }

            JsonNode written = submit("contest", "--ruleset", "su15", "--entries", tables.toString());

            assertSameMatrix(written, rules, names, strategies);
        });
    }

    /** The job's JSON has the local tournament's matrix, entry by entry, whatever order the job read them in. */
    private static void assertSameMatrix(JsonNode written, GameDefinition rules, List<String> names,
            List<Strategy> strategies) {
        Tournament.Result local;
        try (PairEvaluator evaluator = PairEvaluator.of(rules)) {
            // What hog tournament does, on both cores, timed as it is: laying the entries out, then the pairs.
            long start = System.nanoTime();
            List<PairEvaluator.Entry> laid = Tournament.lay(evaluator, strategies);
            double lay = (System.nanoTime() - start) / 1e9;
            local = Tournament.play(evaluator, names, laid, 2, null);
            System.out.printf("hog tournament's Tournament on 2 threads: %d pairs, laying out %.2f s, the pairs %.2f s"
                    + " (%.3f ms of a core a pair; %.3f with laying out, what the executors' tasks also do)%n",
                    local.evaluated(), lay, local.seconds(), 2e3 * local.seconds() / local.evaluated(),
                    2e3 * (lay + local.seconds()) / local.evaluated());
        }
        List<String> order = new ArrayList<>();
        written.get("entries").forEach(name -> order.add(name.asText()));
        assertThat(order).containsExactlyInAnyOrderElementsOf(names);
        double[][] matrix = local.matrix();
        for (int i = 0; i < names.size(); i++) {
            for (int j = 0; j < names.size(); j++) {
                double onCluster = written.get("matrix").get(order.indexOf(names.get(i)))
                        .get(order.indexOf(names.get(j))).asDouble();
                assertThat(onCluster).as("%s against %s", names.get(i), names.get(j))
                        .isCloseTo(matrix[i][j], org.assertj.core.data.Offset.offset(1e-12));
            }
        }
    }

    /** Submits the job's jar to the cluster with trot's jar beside it, in client mode, and reads its JSON. */
    private static JsonNode submit(String name, String... jobArguments) throws Exception {
        Path json = DIR.resolve(name + ".json");
        List<String> arguments = new ArrayList<>(List.of("--master", master, "--deploy-mode", "client",
                "--class", "dev.hog.spark.SparkTournament", "--jars", trot.toString(),
                "--executor-memory", "512m", "--executor-cores", "1", "--total-executor-cores", "2",
                "--conf", "spark.driver.host=127.0.0.1", "--conf", "spark.ui.enabled=false",
                System.getProperty("hog.spark.job")));
        for (String argument : jobArguments) {
            arguments.addAll(argument.startsWith("--") ? List.of(argument) : Arrays.asList(argument.split(" ")));
        }
        arguments.addAll(List.of("--json", json.toString(), "--out", DIR.resolve(name + "-pairs").toString()));
        long start = System.nanoTime();
        Process submit = startProcess(name, "org.apache.spark.deploy.SparkSubmit", arguments);
        boolean ended = submit.waitFor(150, TimeUnit.SECONDS);
        double seconds = (System.nanoTime() - start) / 1e9;
        assertThat(ended).as("spark-submit of %s ended within 150 s", name).isTrue();
        assertThat(submit.exitValue()).as("spark-submit's exit status").isZero();
        JsonNode written = new JsonMapper().readTree(json.toFile());
        int entries = written.get("entries").size();
        // The job gives its executors the throughput collector, which the submission did not name.
        List<String> executors;
        try (Stream<Path> files = Files.walk(DIR)) {
            executors = files.filter(file -> file.getFileName().toString().equals("stderr")).map(file -> {
                try (Stream<String> lines = Files.lines(file, StandardCharsets.ISO_8859_1)) {
                    return lines.filter(line -> line.startsWith("Spark Executor Command:")).findFirst().orElse("");
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }).filter(line -> !line.isEmpty()).toList();
        }
        assertThat(executors).as("the executors' command lines").isNotEmpty()
                .allSatisfy(command -> assertThat(command).contains("\"-XX:+UseParallelGC\""));
        // What Spark's driver logged: the stage of the pairs, and each of its tasks.
        String log = Files.readString(LOGS.resolve(name + ".log"), StandardCharsets.ISO_8859_1);
        // Spark retries a failed task elsewhere, so a job can end well with executors lost on the way (out of memory,
        // say): none may be.
        assertThat(log.lines().filter(line -> line.contains("Lost task") || line.contains("Lost executor")))
                .as("tasks or executors lost in %s", name).isEmpty();
        Matcher stage = Pattern.compile("ResultStage \\d+ \\(.*\\) finished in ([0-9.]+) ms").matcher(log);
        double stageSeconds = stage.find() ? Double.parseDouble(stage.group(1)) / 1e3 : Double.NaN;
        Matcher task = Pattern.compile("Finished task \\S+ in stage \\S+ \\(TID \\d+\\) in (\\d+) ms").matcher(log);
        double inTasks = 0;
        while (task.find()) {
            inTasks += Double.parseDouble(task.group(1)) / 1e3;
        }
        // The stage counts from its submission, which may be before the executors have started: the executors work
        // from its first task's start to its end.
        double working = between(log, "Starting task ", "ResultStage \\d+ \\(.*\\) finished in");
        long pairs = Tournament.pairs(entries);
        System.out.printf("%s on 2 executors x 1 core: %d entries, %d pairs, %.1f s from spark-submit to its exit,"
                + " %.2f s in the job, %.2f s in the stage of the pairs, %.2f s from its first task to its end"
                + " (%.3f ms of a core a pair), %.2f s in its tasks (%.3f ms of an executor's core a pair), %.2f s in"
                + " the job besides the stage%n", name, entries, pairs, seconds, written.get("seconds").asDouble(),
                stageSeconds, working, 2e3 * working / pairs, inTasks, 1e3 * inTasks / pairs,
                written.get("seconds").asDouble() - stageSeconds);
        return written;
    }

    /** The seconds between the first lines of a log that match two patterns, each line led by its time. */
    private static double between(String log, String from, String to) {
        Matcher start = Pattern.compile("(?m)^(\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d\\.\\d{3}).*" + from)
                .matcher(log);
        Matcher end = Pattern.compile("(?m)^(\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d\\.\\d{3}).*" + to)
                .matcher(log);
        if (!start.find() || !end.find()) {
            return Double.NaN;
        }
        DateTimeFormatter format = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss.SSS");
        return Duration.between(LocalDateTime.parse(start.group(1), format), LocalDateTime.parse(end.group(1),
                format)).toMillis() / 1e3;
    }

    /** A Spark distribution's layout: its jars folder, with the Spark jars of the test class path. */
    private static void distribution() throws IOException {
        Path jars = Files.createDirectories(SPARK_HOME.resolve("jars"));
        Path project = Path.of("").toAbsolutePath().getParent();
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            Path jar = Path.of(entry).toAbsolutePath();
            if (!entry.endsWith(".jar") || jar.startsWith(project) || Stream.of("/dev/hog/", "/org/junit/",
                    "/org/assertj/", "/org/opentest4j/", "/org/apiguardian/", "/info/picocli/")
                    .anyMatch(entry::contains) || Files.exists(jars.resolve(jar.getFileName()))) {
                continue;
            }
            Files.createSymbolicLink(jars.resolve(jar.getFileName()), jar);
        }
        Files.writeString(SPARK_HOME.resolve("RELEASE"), "Spark's jars from Maven, for hog-spark's cluster test\n");
    }

    /**
     * The example plugin, trot, compiled from its sources against the SDK's jars of the test class path, and packed
     * with its services file: the jar its own build makes, but for module-info, which only the module path reads.
     */
    private static Path trotJar() throws IOException {
        Path sources = Path.of(System.getProperty("hog.trot.sources", "../examples/trot/src/main")).toAbsolutePath();
        Path classes = Files.createDirectories(DIR.resolve("trot-classes"));
        List<String> files;
        try (Stream<Path> walk = Files.walk(sources.resolve("java"))) {
            files = walk.filter(path -> path.toString().endsWith(".java")
                    && !path.getFileName().toString().equals("module-info.java")).map(Path::toString).toList();
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        List<String> arguments = new ArrayList<>(List.of("--release", "17", "-classpath",
                System.getProperty("java.class.path"), "-d", classes.toString()));
        arguments.addAll(files);
        assertThat(javac.run(null, null, null, arguments.toArray(String[]::new))).as("javac on trot").isZero();
        Path jar = DIR.resolve("trot-1.0.0.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            for (Path root : List.of(classes, sources.resolve("resources"))) {
                try (Stream<Path> walk = Files.walk(root)) {
                    for (Path file : walk.filter(Files::isRegularFile).sorted().toList()) {
                        out.putNextEntry(new JarEntry(root.relativize(file).toString().replace('\\', '/')));
                        Files.copy(file, out);
                        out.closeEntry();
                    }
                }
            }
        }
        return jar;
    }

    /**
     * Starts one of the cluster's daemons. They only pass messages and start executors, so they are spared the
     * optimizing compiler and the parallel collector, whose threads would take the shared cores from the jobs.
     */
    private static Path start(String name, String mainClass, String... arguments) throws IOException {
        startProcess(name, mainClass, List.of(arguments), "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC");
        return LOGS.resolve(name + ".log");
    }

    /** A JVM on the distribution's jars with the options Spark's launcher gives every JVM on Java 17. */
    private static Process startProcess(String name, String mainClass, List<String> arguments, String... options)
            throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-Xmx512m"));
        command.addAll(List.of(options));
        command.addAll(List.of(JavaModuleOptions.defaultModuleOptionArray()));
        command.addAll(List.of("-cp", SPARK_HOME.resolve("jars") + File.separator + "*", mainClass));
        command.addAll(arguments);
        ProcessBuilder builder = new ProcessBuilder(command).directory(DIR.toFile()).redirectErrorStream(true)
                .redirectOutput(LOGS.resolve(name + ".log").toFile());
        builder.environment().put("SPARK_HOME", SPARK_HOME.toString());
        // What sbin/load-spark-env.sh exports: the workers build the executors' command from it.
        builder.environment().put("SPARK_SCALA_VERSION", "2.13");
        builder.environment().put("SPARK_LOCAL_IP", "127.0.0.1");
        builder.environment().put("SPARK_LOG_DIR", LOGS.toString());
        synchronized (STARTED) {
            Process process = builder.start();
            STARTED.add(process);
            return process;
        }
    }

    /** Every JVM this test started, and the executors the workers started. */
    private static void killAll() {
        synchronized (STARTED) {
            for (Process process : STARTED) {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly();
            }
            for (Process process : STARTED) {
                try {
                    process.waitFor(10, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            STARTED.clear();
        }
    }

    private static void awaitLine(Path log, String line) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(40);
        while (System.nanoTime() < deadline) {
            if (Files.exists(log) && Files.readString(log, StandardCharsets.ISO_8859_1).contains(line)) {
                return;
            }
            Thread.sleep(200);
        }
        throw new AssertionError("No \"" + line + "\" in " + log + " within 40 s" + tails());
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    /** Runs a check and, when it fails, says what the cluster's JVMs logged. */
    private static void withLogs(Executable check) throws Throwable {
        try {
            check.execute();
        } catch (Throwable e) {
            e.addSuppressed(new AssertionError("The cluster's logs:" + tails()));
            throw e;
        }
    }

    /**
     * The last lines of every log: the master's, the workers', spark-submit's and the executors'. The other case's
     * job may be writing and deleting files meanwhile, so a folder or log that cannot be read is named, not thrown.
     */
    private static String tails() {
        StringBuilder tails = new StringBuilder();
        List<Path> logs;
        try (Stream<Path> walk = Files.walk(DIR)) {
            logs = walk.filter(path -> path.toString().endsWith(".log")
                    || path.getFileName().toString().equals("stderr")).sorted().toList();
        } catch (IOException | UncheckedIOException e) {
            return "\n(the cluster's folder could not be walked: " + e + ")";
        }
        for (Path log : logs) {
            tails.append("\n--- ").append(log).append('\n');
            try {
                List<String> lines = Files.readAllLines(log, StandardCharsets.ISO_8859_1);
                tails.append(String.join("\n", lines.subList(Math.max(0, lines.size() - 30), lines.size())));
            } catch (IOException e) {
                tails.append("(unreadable: ").append(e).append(')');
            }
        }
        return tails.toString();
    }

    private static void deleteIfPresent(Path folder) throws IOException {
        if (Files.exists(folder)) {
            try (Stream<Path> walk = Files.walk(folder)) {
                for (Path path : walk.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(path);
                }
            }
        }
    }
}
