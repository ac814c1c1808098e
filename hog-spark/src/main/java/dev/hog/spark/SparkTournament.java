package dev.hog.spark;

import dev.hog.analysis.ExactWinRate;
import dev.hog.analysis.PairEvaluator;
import dev.hog.analysis.Solver;
import dev.hog.analysis.StateSpace;
import dev.hog.analysis.StrategyTable;
import dev.hog.analysis.Tournament;
import dev.hog.api.EngineLimitException;
import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Strategy;
import dev.hog.api.ruleset.RulesetRegistry;
import dev.hog.runner.io.TournamentFiles;
import dev.hog.runner.strategy.StrategySpecs;
import dev.hog.runner.strategy.TournamentEntries;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.io.Serializable;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.spark.SparkConf;
import org.apache.spark.SparkEnv;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.api.java.function.FlatMapFunction;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.SparkSession;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine;

/**
 * {@code hog tournament} past one machine: the entries are read and checked once on the driver (asked their choice in
 * every state, not laid out), and their choices (one byte per state) sent to every executor; the pairs of distinct
 * entries are cut into blocks of at most {@value #BLOCK} entries by {@value #BLOCK}, and each pair of blocks is one
 * task. A task lays out only the entries of its two blocks for the sweep (1 to 3.4 MB each for a game to 100); its
 * thread keeps them for its next task, which often shares one. When the two blocks would hold more than a task's
 * share of the executor's heap ({@value #TASK_MEMORY}), the task lays them out a piece at a time instead, each piece's
 * entries within that share, so a task's memory is bounded whatever the size of the contest and of its entries. It
 * evaluates their pairs exactly with the same {@link PairEvaluator} as
 * {@code hog tournament}, built once per executor, four entries by four as it does, and writes their results to a
 * folder as lines of CSV; the driver reads the matrix from that folder, ranks it as {@code hog tournament} does and
 * writes the same JSON and CSV.
 *
 * <p>Run with {@code spark-submit}, the rulesets' plugin jars beside the job's with {@code --jars}; see the README.
 */
@Command(name = "hog-spark-tournament", mixinStandardHelpOptions = true, description = {"An exact round robin of"
        + " Hog strategies on Apache Spark: the same matrix and ranking as hog tournament."})
public final class SparkTournament implements Callable<Integer> {
    /**
     * The most entries in a block. Laying out an entry costs about as much as evaluating five pairs, so blocks of
     * this size spend about 4% of a task laying out its entries, while a task's memory stays bounded.
     */
    static final int BLOCK = 128;
    /** The entries the sweep takes together, as {@code hog tournament} does: their streams stay in the cache. */
    static final int TILE = 4;

    /**
     * The Spark setting of the bytes of laid-out entries a task may hold at once, as Spark writes sizes ({@code 200m},
     * {@code 1g}). By default, an executor's heap less the 300 MB Spark keeps for itself, shared among the tasks it
     * runs at once; this job keeps nothing in Spark's own memory.
     */
    static final String TASK_MEMORY = "spark.hog.taskMemory";
    /** What Spark keeps of an executor's heap for itself, as Spark's unified memory manager reserves it. */
    private static final long SPARK_RESERVED = 300L << 20;

    /** The Spark settings of the executors' Java options: the job's, and the cluster's that go before them. */
    static final String EXECUTOR_OPTIONS = "spark.executor.extraJavaOptions";
    static final String DEFAULT_OPTIONS = "spark.executor.defaultJavaOptions";
    /** A Java option that chooses a collector, such as {@code -XX:+UseG1GC}, among options apart by white space. */
    private static final Pattern CHOOSES_A_COLLECTOR = Pattern.compile("(^|\\s)-XX:\\+Use\\w+GC(?=\\s|$)");

    @Option(names = "--ruleset", paramLabel = "ID", description = "The ruleset (default: su20).")
    private String ruleset = "su20";

    @Option(names = "--set", paramLabel = "KEY=VALUE", description = "A ruleset option.")
    private Map<String, String> options = new LinkedHashMap<>();

    @Option(names = "--goal", paramLabel = "N", description = "The goal (default: the ruleset's).")
    private Integer goal;

    @Option(names = "--entries", paramLabel = "FILE_OR_DIR", description = "A table file or a folder of them.")
    private List<Path> entryFiles = new ArrayList<>();

    @Option(names = "--json", paramLabel = "FILE", description = "Where to write the tournament as JSON.")
    private Path json;

    @Option(names = "--csv", paramLabel = "FILE", description = "Where to write the matrix as CSV.")
    private Path csv;

    @Option(names = "--out", paramLabel = "DIR", description = {"A new folder, which every executor and the driver"
            + " reach (HDFS, S3 or a shared disk), where the executors write each pair's result as CSV and the driver"
            + " reads them back (default: a folder under java.io.tmpdir, deleted afterwards: enough for Spark's local"
            + " mode and a cluster on one machine)."})
    private String out;

    @Option(names = "--partitions", paramLabel = "P", description = "The fewest tasks to cut the pairs into, one"
            + " pair of blocks of entries each (default: Spark's default parallelism times 4).")
    private Integer partitions;

    @Parameters(paramLabel = "ENTRY", arity = "0..*", description = "Strategy specs, table files or folders.")
    private List<String> given = new ArrayList<>();

    /**
     * Runs the job.
     *
     * @param args the command line
     */
    public static void main(String[] args) {
        CommandLine line = new CommandLine(new SparkTournament());
        line.setExecutionExceptionHandler((e, cmd, parsed) -> {
            if (e instanceof HogException) {
                cmd.getErr().println("hog-spark-tournament: " + e.getMessage());
                return 2;
            }
            if (e instanceof EngineLimitException) {
                cmd.getErr().println("hog-spark-tournament: " + e.getMessage());
                return 1;
            }
            throw e;
        });
        System.exit(line.execute(args));
    }

    /**
     * The executors' Java options: those given, led by the throughput collector unless they, or the cluster's defaults
     * that Spark puts before them, choose a collector (Java refuses two). An executor's work is batch work, laying
     * entries out in arrays of a megabyte or more and sweeping them; Java's default collector takes each such array as
     * a humongous object of a heap of a few hundred megabytes, and on the standalone cluster test's executors of 512 MB
     * it laid out the first 100 entries in 3.4 s, against 1.1 s with the throughput collector (docs/scaling.md).
     *
     * @param defaults the cluster's {@code spark.executor.defaultJavaOptions}, or empty
     * @param given the options given, as {@code --conf spark.executor.extraJavaOptions=...} gives them, or empty
     * @return the options the executors start with, besides the defaults
     */
    static String executorOptions(String defaults, String given) {
        String trimmed = given.trim();
        if (CHOOSES_A_COLLECTOR.matcher(defaults + " " + given).find()) {
            return trimmed;
        }
        return trimmed.isEmpty() ? "-XX:+UseParallelGC" : "-XX:+UseParallelGC " + trimmed;
    }

    @Override
    public Integer call() throws Exception {
        GameDefinition rules = rules(ruleset, options, goal);
        Path here = Path.of("").toAbsolutePath();
        try (Solver solver = new Solver()) {
            StrategySpecs specs = new StrategySpecs(RulesetRegistry.discover().get(ruleset), rules,
                    game -> solver.optimal(game).strategy(), null, null, Optional.empty());
            TournamentEntries entries = TournamentEntries.read(given, entryFiles, here, rules,
                    spec -> specs.parse(spec, "ENTRY", "the opponent", here));
            SparkConf submitted = new SparkConf();
            SparkSession spark = SparkSession.builder().appName("hog tournament")
                    .config(EXECUTOR_OPTIONS, executorOptions(submitted.get(DEFAULT_OPTIONS, ""),
                            submitted.get(EXECUTOR_OPTIONS, ""))).getOrCreate();
            Path scratch = out == null ? Files.createTempDirectory("hog-tournament") : null;
            try {
                Tournament.Result result = run(spark, rules, entries.names(), entries.strategies(),
                        partitions == null ? 4 * spark.sparkContext().defaultParallelism() : partitions,
                        out == null ? scratch.resolve("pairs").toUri().toString() : out);
                String line = TournamentFiles.json(result);
                if (json != null) {
                    Files.writeString(json, line + "\n", StandardCharsets.UTF_8);
                }
                if (csv != null) {
                    TournamentFiles.writeCsv(csv, result.names(), result.matrix());
                }
                PrintWriter out = new PrintWriter(System.out, true, StandardCharsets.UTF_8);
                out.println(line);
            } finally {
                spark.stop();
                if (scratch != null) {
                    delete(scratch);
                }
            }
        }
        return 0;
    }

    /**
     * The rules of a game, as an executor builds them again from their description.
     *
     * @param id the ruleset's id
     * @param options its options
     * @param goal the goal, or {@code null} for the ruleset's
     * @return the rules
     * @throws HogException if the ruleset is not on the class path or an option is wrong
     */
    static GameDefinition rules(String id, Map<String, String> options, Integer goal) {
        GameDefinition rules = RulesetRegistry.discover().get(id).game(options);
        return goal == null ? rules : rules.withGoal(goal);
    }

    /**
     * Plays a round robin on Spark.
     *
     * @param spark the session
     * @param rules the game; its ruleset must be on the executors' class path
     * @param names the entries' names
     * @param strategies the entries
     * @param partitions the fewest tasks to cut the pairs into (one pair of blocks each)
     * @param out a folder that does not exist yet, as a path or URI that the executors and the driver reach, where
     *     the executors write each pair's result as CSV (row, column, first's win rate in each seat) and that the
     *     driver reads the matrix from; it is left there
     * @return the tournament, ranked as {@link Tournament#run} ranks it
     * @throws HogException if there are fewer than two entries, an entry chooses dice out of range, {@code out}
     *     exists already, or the driver does not find every pair's result in it
     * @throws UncheckedIOException if {@code out} cannot be read
     */
    public static Tournament.Result run(SparkSession spark, GameDefinition rules, List<String> names,
            List<Strategy> strategies, int partitions, String out) {
        return run(spark, rules, names, strategies, partitions, out, taskMemory(spark.sparkContext().getConf()));
    }

    /** The same, each task holding at most {@code taskMemory} bytes of laid-out entries (0: its executor's share). */
    static Tournament.Result run(SparkSession spark, GameDefinition rules, List<String> names,
            List<Strategy> strategies, int partitions, String out, long taskMemory) {
        if (names.size() < 2) {
            throw new HogException("A tournament needs at least two entries, not " + names.size());
        }
        org.apache.hadoop.fs.Path folder = new org.apache.hadoop.fs.Path(out);
        FileSystem files;
        try {
            files = folder.getFileSystem(spark.sparkContext().hadoopConfiguration());
            if (files.exists(folder)) {
                throw new HogException("--out " + out + " exists already: give a new folder for the pairs' results");
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot reach --out " + out, e);
        }
        long start = System.nanoTime();
        Game game = new Game(rules.rulesetId(), new HashMap<>(rules.options().asMap()), rules.goal());
        // The driver only asks each entry its choices, checked as the evaluator checks them (the solver's table of a
        // strategy is what an evaluator's entry starts from); laying them out for the sweep, ten times the work, is
        // left to the executors. The driver of a 10,000-entry contest holds 100 MB of choices, not 20 GB of layouts.
        List<byte[]> choices;
        try (Solver solver = new Solver(1)) {
            GameDefinition rebuilt = rules(game.ruleset(), game.options(), game.goal());
            choices = strategies.parallelStream().map(strategy -> choices(solver.tabulate("entry", rebuilt,
                    strategy))).toList();
        }
        Map<ByteBuffer, Integer> seen = new HashMap<>();
        List<byte[]> sending = new ArrayList<>();
        int[] of = new int[choices.size()];
        for (int i = 0; i < of.length; i++) {
            byte[] chosen = choices.get(i);
            of[i] = seen.computeIfAbsent(ByteBuffer.wrap(chosen), key -> {
                sending.add(chosen);
                return sending.size() - 1;
            });
        }
        int n = sending.size();
        JavaSparkContext context = JavaSparkContext.fromSparkContext(spark.sparkContext());
        Broadcast<List<byte[]>> sent = context.broadcast(sending);
        int blocks = blocks(n, partitions);
        // Each pair of blocks is a task of its own, so that a core that is done takes the next.
        // Spark's RDDs rather than its SQL: a plan, generated code and a commit protocol would cost every job
        // seconds of the driver's time and every executor's first task seconds more, for one plain map.
        List<Integer> pairsOfBlocks = order(blocks);
        // The executors write the pairs, not the driver's memory: at 50 million pairs, collecting them would be
        // 50 million records through the driver's result channel.
        context.parallelize(pairsOfBlocks, pairsOfBlocks.size())
                .mapPartitions(new Pairs(game, sent, n, blocks, taskMemory)).saveAsTextFile(out);
        sent.destroy();
        double[][] firstDistinct = read(files, folder, n);
        double[][] first = new double[of.length][of.length];
        for (int i = 0; i < of.length; i++) {
            for (int j = 0; j < of.length; j++) {
                first[i][j] = firstDistinct[of[i]][of[j]];
            }
        }
        return Tournament.ranked(rules, names, first, Tournament.pairs(n), (System.nanoTime() - start) / 1e9);
    }

    /**
     * The bytes of laid-out entries a task may hold, as {@value #TASK_MEMORY} gives them, or 0 for each executor to
     * work out from its heap.
     *
     * @throws HogException if the setting is not a positive size
     */
    static long taskMemory(SparkConf conf) {
        String given = conf.get(TASK_MEMORY, "").trim();
        if (given.isEmpty()) {
            return 0;
        }
        long bytes;
        try {
            bytes = conf.getSizeAsBytes(TASK_MEMORY);
        } catch (NumberFormatException e) {
            bytes = -1;
        }
        if (bytes <= 0) {
            throw new HogException(TASK_MEMORY + " is '" + given + "': give a positive size, as Spark writes sizes,"
                    + " such as 200m or 1g");
        }
        return bytes;
    }

    /**
     * The pieces a task of two blocks is cut into when they do not fit its memory: each piece a range of the row
     * block's entries against a range of the column block's, within {@code memory} bytes laid out together (or a
     * single pair, when even that does not fit), every pair of the task in exactly one piece. A range of rows is laid
     * out once for all its pieces and the columns again for each range of rows, so the ranges of rows are as long as
     * the memory allows beside {@value #TILE} columns, the sweep's step, and the columns fill what is left. On the
     * diagonal ({@code rowBytes == columnBytes}, one block), the pairs are those of a row with itself and the columns
     * after it.
     *
     * @param rowBytes the bytes of each of the row block's entries laid out
     * @param columnBytes the same of the column block's, or the very same array on the diagonal
     * @param memory the bytes a piece may hold
     * @return the pieces, as {row from, row to, column from, column to}, the ends exclusive, in the block's places;
     *     the pieces of one range of rows one after another
     */
    static List<int[]> pieces(long[] rowBytes, long[] columnBytes, long memory) {
        boolean diagonal = rowBytes == columnBytes;
        long largest = 0;
        for (long bytes : columnBytes) {
            largest = Math.max(largest, bytes);
        }
        long beside = Math.min(TILE, columnBytes.length) * largest;
        List<int[]> pieces = new ArrayList<>();
        for (int rowFrom = 0; rowFrom < rowBytes.length; ) {
            int rowTo = fill(rowBytes, rowFrom, memory - beside);
            long rows = 0;
            for (int i = rowFrom; i < rowTo; i++) {
                rows += rowBytes[i];
            }
            for (int columnFrom = diagonal ? rowFrom : 0; columnFrom < columnBytes.length; ) {
                int columnTo = fill(columnBytes, columnFrom, memory - rows);
                pieces.add(new int[] {rowFrom, rowTo, columnFrom, columnTo});
                columnFrom = columnTo;
            }
            rowFrom = rowTo;
        }
        return pieces;
    }

    /** The end of the longest range from {@code from} whose bytes add up to {@code memory} at most, one at least. */
    private static int fill(long[] bytes, int from, long memory) {
        int to = from + 1;
        long held = bytes[from];
        while (to < bytes.length && held + bytes[to] <= memory) {
            held += bytes[to++];
        }
        return to;
    }

    /** A table's choices in its space's order, as {@link PairEvaluator#entry(byte[])} takes them. */
    private static byte[] choices(StrategyTable table) {
        StateSpace space = table.space();
        byte[] choices = new byte[space.size()];
        for (int index = 0; index < choices.length; index++) {
            choices[index] = (byte) table.numRolls(space.state(index));
        }
        return choices;
    }

    /**
     * The pairs of blocks in the order the tasks are started: row block after row block, each row's pair on the
     * diagonal (half as many pairs) after the others, so that the shortest tasks come last and a task often finds
     * one of its blocks laid out by the task its thread ran before. Pair of blocks {@code (row, column)} is
     * {@code row * blocks + column}.
     */
    static List<Integer> order(int blocks) {
        List<Integer> order = new ArrayList<>();
        for (int row = 0; row < blocks; row++) {
            for (int column = row + 1; column < blocks; column++) {
                order.add(row * blocks + column);
            }
            order.add(row * blocks + row);
        }
        return order;
    }

    /**
     * The blocks to cut the entries into: the fewest that hold at most {@link #BLOCK} entries each and make a pair of
     * blocks for each partition (or a block per entry when even that does not). Block {@code i} holds entries
     * {@link #start start(i)} to {@code start(i + 1)}: the blocks differ by one entry at most, so the tasks are even
     * and none is a sliver left over by the others.
     */
    static int blocks(int entries, int partitions) {
        long blocks = (entries + BLOCK - 1) / BLOCK;
        while (blocks * (blocks + 1) / 2 < partitions && blocks < entries) {
            blocks++;
        }
        return (int) blocks;
    }

    /** The first entry of a block, or the count of entries for {@code block == blocks}. */
    static int start(int block, int blocks, int entries) {
        return (int) ((long) block * entries / blocks);
    }

    /**
     * The first entry's win rates between distinct entries, from the CSV files the executors wrote.
     *
     * @throws HogException if the files do not hold exactly one result for each pair
     */
    private static double[][] read(FileSystem files, org.apache.hadoop.fs.Path folder, int n) {
        double[][] first = new double[n][n];
        long found = 0;
        try {
            for (FileStatus part : files.listStatus(folder, path -> path.getName().startsWith("part-"))) {
                try (BufferedReader lines = new BufferedReader(new InputStreamReader(files.open(part.getPath()),
                        StandardCharsets.UTF_8))) {
                    for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                        String[] fields = line.split(",");
                        int row = Integer.parseInt(fields[0]);
                        int column = Integer.parseInt(fields[1]);
                        first[row][column] = Double.parseDouble(fields[2]);
                        first[column][row] = 1 - Double.parseDouble(fields[3]);
                        found++;
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the pairs' results in " + folder, e);
        }
        if (found != Tournament.pairs(n)) {
            throw new HogException("The driver found " + found + " of the " + Tournament.pairs(n) + " pairs' results"
                    + " in " + folder + ": on a cluster of several machines, --out must be a folder that every"
                    + " executor and the driver reach");
        }
        return first;
    }

    private static void delete(Path folder) throws IOException {
        try (var paths = Files.walk(folder)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }

    /** A game as executors rebuild it: the ruleset by its id, its options and the goal. */
    record Game(String ruleset, HashMap<String, String> options, int goal) implements Serializable {
        private static final long serialVersionUID = 1L;
        /** One evaluator per game in each executor's JVM: laying out a game's turns is done once there. */
        private static final Map<Game, PairEvaluator> EVALUATORS = new ConcurrentHashMap<>();

        static PairEvaluator evaluator(Game game) {
            return EVALUATORS.computeIfAbsent(game,
                    key -> PairEvaluator.of(rules(key.ruleset(), key.options(), key.goal())));
        }
    }

    /**
     * Evaluates the pairs of a partition's pair of blocks, {@code row * blocks + column} with {@code column >= row},
     * and writes each as a line of CSV: row, column, the first's win rate moving first and moving second.
     */
    private static final class Pairs implements FlatMapFunction<Iterator<Integer>, String> {
        private static final long serialVersionUID = 1L;
        private static final Logger LOG = LoggerFactory.getLogger(Pairs.class);
        /**
         * The two blocks the thread used last, the least recently used first, for its next tasks: consecutive tasks
         * of a row share a block, and a task on the diagonal needs only one. A block is let go before another is laid
         * out, so that a thread never holds more than two blocks, as a task needs; a task whose blocks do not fit its
         * memory lets both go and keeps none.
         */
        private static final ThreadLocal<LinkedHashMap<List<Object>, List<PairEvaluator.Entry>>> LAID =
                ThreadLocal.withInitial(() -> new LinkedHashMap<>(4, 0.75f, true));

        /**
         * The sizes of the entries of the last few blocks the thread measured: consecutive tasks of a row share a
         * block, and measuring an entry of rules that remember reads every state of its choices.
         */
        private static final ThreadLocal<Map<List<Object>, long[]>> SIZES = ThreadLocal.withInitial(
                () -> new LinkedHashMap<>(8, 0.75f, true) {
                    private static final long serialVersionUID = 1L;

                    @Override
                    protected boolean removeEldestEntry(Map.Entry<List<Object>, long[]> eldest) {
                        return size() > 4;
                    }
                });

        private final Game game;
        private final Broadcast<List<byte[]>> entries;
        private final int count;
        private final int blocks;
        /** The bytes of laid-out entries a task may hold, or 0 for the executor's share of its heap. */
        private final long taskMemory;

        Pairs(Game game, Broadcast<List<byte[]>> entries, int count, int blocks, long taskMemory) {
            this.game = game;
            this.entries = entries;
            this.count = count;
            this.blocks = blocks;
            this.taskMemory = taskMemory;
        }

        @Override
        public Iterator<String> call(Iterator<Integer> pairsOfBlocks) {
            PairEvaluator evaluator = Game.evaluator(game);
            long memory = taskMemory > 0 ? taskMemory : heapShare();
            List<String> out = new ArrayList<>();
            while (pairsOfBlocks.hasNext()) {
                int k = pairsOfBlocks.next();
                int row = k / blocks;
                int column = k % blocks;
                long start = System.nanoTime();
                long[] rowBytes = bytes(evaluator, row);
                long[] columnBytes = row == column ? rowBytes : bytes(evaluator, column);
                long need = Arrays.stream(rowBytes).sum() + (row == column ? 0 : Arrays.stream(columnBytes).sum());
                LinkedHashMap<List<Object>, List<PairEvaluator.Entry>> kept = LAID.get();
                int rowStart = start(row, blocks, count);
                int columnStart = start(column, blocks, count);
                List<Object> rowKey = key(row);
                if (need > memory) {
                    List<int[]> pieces = pieces(rowBytes, columnBytes, memory);
                    // When the row block fits whole beside a few columns, the thread keeps it for the next task of
                    // its row, as it keeps whole blocks; it lets go of any other block first.
                    boolean wholeRows = pieces.get(0)[1] == rowBytes.length;
                    kept.keySet().removeIf(key -> !wholeRows || !key.equals(rowKey));
                    long laying = 0;
                    long pairs = 0;
                    int rowsFrom = -1;
                    List<PairEvaluator.Entry> rows = List.of();
                    for (int[] piece : pieces) {
                        long at = System.nanoTime();
                        if (piece[0] != rowsFrom) {
                            // The last range of rows is let go before the next is laid out.
                            rows = List.of();
                            rows = wholeRows ? kept.computeIfAbsent(rowKey, key -> laid(evaluator, rowStart,
                                    start(row + 1, blocks, count))) : laid(evaluator, rowStart + piece[0],
                                    rowStart + piece[1]);
                            rowsFrom = piece[0];
                        }
                        List<PairEvaluator.Entry> columns = laid(evaluator, columnStart + piece[2],
                                columnStart + piece[3]);
                        laying += System.nanoTime() - at;
                        pairs += evaluate(evaluator, rows, rowStart + piece[0], columns, columnStart + piece[2],
                                row == column, out);
                    }
                    LOG.info("Blocks {} and {} of {}: {} MB of entries, more than the task's {} MB, in {} pieces: {}"
                            + " pairs in {} ms, of which laying out {} ms", row, column, blocks, need >> 20,
                            memory >> 20, pieces.size(), pairs, (System.nanoTime() - start) / 1_000_000,
                            laying / 1_000_000);
                    continue;
                }
                List<Object> columnKey = key(column);
                kept.get(rowKey);
                kept.get(columnKey);
                int missing = (kept.containsKey(rowKey) ? 0 : 1) + (row == column || kept.containsKey(columnKey) ? 0
                        : 1);
                for (Iterator<List<Object>> held = kept.keySet().iterator(); held.hasNext()
                        && kept.size() + missing > 2; ) {
                    List<Object> key = held.next();
                    if (!key.equals(rowKey) && !key.equals(columnKey)) {
                        held.remove();
                    }
                }
                List<PairEvaluator.Entry> rows = kept.computeIfAbsent(rowKey,
                        key -> laid(evaluator, rowStart, start(row + 1, blocks, count)));
                List<PairEvaluator.Entry> columns = kept.computeIfAbsent(columnKey,
                        key -> laid(evaluator, columnStart, start(column + 1, blocks, count)));
                long laidAt = System.nanoTime();
                long pairs = evaluate(evaluator, rows, rowStart, columns, columnStart, row == column, out);
                LOG.info("Blocks {} and {} of {}: laid out in {} ms, {} pairs in {} ms", row, column, blocks,
                        (laidAt - start) / 1_000_000, pairs, (System.nanoTime() - laidAt) / 1_000_000);
            }
            return out.iterator();
        }

        /**
         * Evaluates the pairs of two ranges of entries, {@code TILE} by {@code TILE}, and adds a line for each to
         * {@code out}: on the diagonal, only those whose column is not before their row. The number of pairs.
         */
        private static long evaluate(PairEvaluator evaluator, List<PairEvaluator.Entry> rows, int rowStart,
                List<PairEvaluator.Entry> columns, int columnStart, boolean diagonal, List<String> out) {
            StringBuilder line = new StringBuilder(64);
            long pairs = 0;
            for (int i0 = 0; i0 < rows.size(); i0 += TILE) {
                for (int j0 = 0; j0 < columns.size(); j0 += TILE) {
                    for (int i = i0; i < Math.min(rows.size(), i0 + TILE); i++) {
                        for (int j = j0; j < Math.min(columns.size(), j0 + TILE); j++) {
                            if (diagonal && columnStart + j < rowStart + i) {
                                continue;
                            }
                            ExactWinRate rate = evaluator.evaluate(rows.get(i), columns.get(j));
                            line.setLength(0);
                            out.add(line.append(rowStart + i).append(',').append(columnStart + j).append(',')
                                    .append(rate.first()).append(',').append(rate.second()).toString());
                            pairs++;
                        }
                    }
                }
            }
            return pairs;
        }

        /**
         * The executor's heap less what Spark keeps for itself (at least a quarter of the heap), shared among the tasks
         * it runs at once.
         */
        private static long heapShare() {
            long heap = Runtime.getRuntime().maxMemory();
            SparkConf conf = SparkEnv.get().conf();
            int cores = conf.getInt("spark.executor.cores", Runtime.getRuntime().availableProcessors());
            int slots = Math.max(1, cores / Math.max(1, conf.getInt("spark.task.cpus", 1)));
            return Math.max(heap - SPARK_RESERVED, heap / 4) / slots;
        }

        /** The bytes of each of a block's entries, laid out. */
        private long[] bytes(PairEvaluator evaluator, int block) {
            return SIZES.get().computeIfAbsent(key(block), key -> measured(evaluator, block));
        }

        private long[] measured(PairEvaluator evaluator, int block) {
            List<byte[]> sent = entries.value();
            int from = start(block, blocks, count);
            long[] bytes = new long[start(block + 1, blocks, count) - from];
            for (int i = 0; i < bytes.length; i++) {
                bytes[i] = evaluator.entryBytes(sent.get(from + i));
            }
            return bytes;
        }

        /** A block of this job's entries. */
        private List<Object> key(int block) {
            return List.of(game, entries.id(), blocks, block);
        }

        /** Entries {@code from} to {@code to} of the job, laid out for the sweep. */
        private List<PairEvaluator.Entry> laid(PairEvaluator evaluator, int from, int to) {
            return entries.value().subList(from, to).stream().map(evaluator::entry).toList();
        }
    }
}
