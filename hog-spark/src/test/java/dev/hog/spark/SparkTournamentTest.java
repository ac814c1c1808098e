package dev.hog.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.hog.analysis.PairEvaluator;
import dev.hog.analysis.Tournament;
import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.ruleset.RulesetRegistry;
import dev.hog.api.game.Strategy;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.apache.spark.SparkConf;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Spark job in Spark's local mode: its matrix and ranking are {@code hog tournament}'s. */
class SparkTournamentTest {
    private static SparkSession spark;

    @TempDir
    Path folder;

    private int runs;

    @BeforeAll
    static void start() {
        spark = SparkSession.builder().master("local[2]").appName("hog tournament test")
                .config("spark.ui.enabled", "false").config("spark.driver.host", "127.0.0.1")
                .config("spark.sql.shuffle.partitions", "4").getOrCreate();
    }

    @AfterAll
    static void stop() {
        spark.stop();
    }

    /** A new folder for one run's pairs. */
    private String out() {
        return folder.resolve("pairs" + runs++).toString();
    }

    /** Contest-like entries: random tables of dice, seeded, with two copies and a few named strategies. */
    private static List<Strategy> entries(GameDefinition rules, List<String> names, int tables) {
        List<Strategy> strategies = new ArrayList<>();
        SplittableRandom random = new SplittableRandom(13);
        for (int i = 0; i < tables; i++) {
            int[][] table = new int[rules.goal()][rules.goal()];
            for (int[] row : table) {
                for (int j = 0; j < row.length; j++) {
                    row[j] = random.nextInt(rules.maxDice() + 1);
                }
            }
            names.add("table" + i);
            strategies.add((score, opponent) -> table[score][opponent]);
        }
        for (String spec : List.of("always:4", "bacon", "always:4", "swap")) {
            names.add(spec);
            strategies.add(RulesetRegistry.discover().get(rules.rulesetId()).strategy(spec));
        }
        return strategies;
    }

    @Test
    void blocksAreBoundedEvenAndGiveEveryPartitionWork() {
        assertThat(SparkTournament.blocks(10_000, 400)).isEqualTo(79);
        assertThat(SparkTournament.blocks(1_000_000, 1)).isEqualTo(7_813);
        assertThat(SparkTournament.blocks(2, 8)).isEqualTo(2);
        // 200 entries for 8 partitions: 4 blocks of 50, 10 pairs of blocks; not 3 blocks of 66 and one of 2.
        assertThat(SparkTournament.blocks(200, 8)).isEqualTo(4);
        for (int entries : new int[] {2, 10, 24, 60, 150, 200, 10_000}) {
            for (int partitions : new int[] {1, 2, 8, 16, 400}) {
                int blocks = SparkTournament.blocks(entries, partitions);
                assertThat(SparkTournament.start(0, blocks, entries)).isZero();
                assertThat(SparkTournament.start(blocks, blocks, entries)).isEqualTo(entries);
                for (int block = 0; block < blocks; block++) {
                    int size = SparkTournament.start(block + 1, blocks, entries)
                            - SparkTournament.start(block, blocks, entries);
                    assertThat(size).as("%d entries, %d partitions: block %d of %d", entries, partitions, block,
                            blocks).isBetween(Math.max(1, entries / blocks), Math.min(SparkTournament.BLOCK,
                            (entries + blocks - 1) / blocks));
                }
                // As many pairs of blocks as partitions, unless every entry is a block of its own already.
                assertThat(blocks * (blocks + 1) / 2 >= partitions || blocks == entries)
                        .as("%d entries, %d partitions: %d blocks", entries, partitions, blocks).isTrue();
            }
        }
    }

    @Test
    void everyPairOfBlocksIsATaskOnceRowAfterRowItsDiagonalLast() {
        // Pair of blocks (row, column) is row * 4 + column: (0,1) (0,2) (0,3) (0,0), (1,2) (1,3) (1,1), ...
        assertThat(SparkTournament.order(4)).containsExactly(1, 2, 3, 0, 6, 7, 5, 11, 10, 15);
        assertThat(SparkTournament.order(1)).containsExactly(0);
    }

    @Test
    void theMatrixAndRankingAreTheLocalTournaments() {
        for (GameDefinition rules : List.of(RulesetRegistry.discover().get("su15").defaultGame(),
                RulesetRegistry.discover().get("su20").game(Map.of("feral-hogs", "false")).withGoal(60))) {
            List<String> names = new ArrayList<>();
            List<Strategy> strategies = entries(rules, names, 13);

            Tournament.Result onSpark = SparkTournament.run(spark, rules, names, strategies, 5, out());
            Tournament.Result local;
            try (PairEvaluator evaluator = PairEvaluator.of(rules)) {
                local = Tournament.run(evaluator, names, strategies, 2, null);
            }

            assertThat(onSpark.first()).as("%s", rules).isDeepEqualTo(local.first());
            assertThat(onSpark.matrix()).isDeepEqualTo(local.matrix());
            assertThat(onSpark.ranking()).isEqualTo(local.ranking());
            assertThat(onSpark.evaluated()).isEqualTo(local.evaluated()).isEqualTo(Tournament.pairs(16));
        }
    }

    @Test
    void blocksThatDoNotFitATasksMemoryArePlayedPieceByPieceWithTheSameMatrix() {
        GameDefinition rules = RulesetRegistry.discover().get("su15").defaultGame();
        List<String> names = new ArrayList<>();
        List<Strategy> strategies = entries(rules, names, 20);
        long entry;
        try (PairEvaluator evaluator = PairEvaluator.of(rules)) {
            entry = evaluator.entryBytes(evaluator.entry(strategies.get(0)).choices());
        }

        // 23 distinct entries for two partitions: blocks of 11 and 12, each task's entries laid out a few at a time.
        Tournament.Result pieceByPiece = SparkTournament.run(spark, rules, names, strategies, 2, out(), 5 * entry);
        Tournament.Result whole = SparkTournament.run(spark, rules, names, strategies, 2, out(), 0);

        assertThat(pieceByPiece.matrix()).isDeepEqualTo(whole.matrix());
        assertThat(pieceByPiece.ranking()).isEqualTo(whole.ranking());
        assertThat(pieceByPiece.evaluated()).isEqualTo(Tournament.pairs(23));
    }

    @Test
    void everyPairOfATaskIsInOnePieceWithinTheMemory() {
        SplittableRandom random = new SplittableRandom(5);
        for (int trial = 0; trial < 200; trial++) {
            long[] rows = random.longs(1 + random.nextInt(40), 1, 100).toArray();
            boolean diagonal = random.nextBoolean();
            long[] columns = diagonal ? rows : random.longs(1 + random.nextInt(40), 1, 100).toArray();
            long memory = 1 + random.nextInt(2_000);

            List<int[]> pieces = SparkTournament.pieces(rows, columns, memory);

            long beside = Math.min(SparkTournament.TILE, columns.length) * Arrays.stream(columns).max()
                    .orElseThrow();
            if (Arrays.stream(rows).sum() + beside <= memory) {
                // The rows fit beside a step's columns: laid out once, the columns once too.
                assertThat(pieces).allMatch(piece -> piece[0] == 0 && piece[1] == rows.length);
            }
            int[][] covered = new int[rows.length][columns.length];
            for (int[] piece : pieces) {
                long held = 0;
                for (int i = piece[0]; i < piece[1]; i++) {
                    held += rows[i];
                    for (int j = piece[2]; j < piece[3]; j++) {
                        if (!diagonal || j >= i) {
                            covered[i][j]++;
                        }
                    }
                }
                long rowsHeld = held;
                for (int j = piece[2]; j < piece[3]; j++) {
                    held += columns[j];
                }
                // Within the memory, or a single entry that alone is more than its share.
                assertThat(rowsHeld + beside <= memory || piece[1] - piece[0] == 1).as("rows of %s", (Object) piece)
                        .isTrue();
                assertThat(held <= memory || piece[3] - piece[2] == 1).as("piece %s", (Object) piece).isTrue();
            }
            for (int i = 0; i < rows.length; i++) {
                for (int j = 0; j < columns.length; j++) {
                    assertThat(covered[i][j]).as("pair %d, %d", i, j).isEqualTo(diagonal && j < i ? 0 : 1);
                }
            }
        }
        // Rows of 3 bytes and columns of 2 in 14 bytes: the rows beside a step of 4 columns, then the 3 columns left.
        assertThat(SparkTournament.pieces(new long[] {3, 3}, new long[] {2, 2, 2, 2, 2, 2, 2}, 14))
                .containsExactly(new int[] {0, 2, 0, 4}, new int[] {0, 2, 4, 7});
        // One row of 10 and columns of 2 in 14 bytes: two columns beside it at a time.
        assertThat(SparkTournament.pieces(new long[] {10}, new long[] {2, 2, 2}, 14))
                .containsExactly(new int[] {0, 1, 0, 2}, new int[] {0, 1, 2, 3});
    }

    @Test
    void aTasksMemoryIsASizeAsSparkWritesThem() {
        SparkConf conf = new SparkConf(false);
        assertThat(SparkTournament.taskMemory(conf)).isZero();
        assertThat(SparkTournament.taskMemory(conf.set(SparkTournament.TASK_MEMORY, "200m"))).isEqualTo(200L << 20);
        for (String wrong : List.of("lots", "-5m", "0")) {
            assertThatThrownBy(() -> SparkTournament.taskMemory(conf.set(SparkTournament.TASK_MEMORY, wrong)))
                    .isInstanceOf(HogException.class).hasMessage("spark.hog.taskMemory is '" + wrong + "': give a"
                            + " positive size, as Spark writes sizes, such as 200m or 1g");
        }
    }

    @Test
    void rulesThatRememberAreSweptOnTheExecutorsToo() {
        GameDefinition rules = RulesetRegistry.discover().get("su20").defaultGame().withGoal(30);
        List<String> names = List.of("always:3", "always:6", "bacon");
        List<Strategy> strategies = names.stream().map(RulesetRegistry.discover().get(rules.rulesetId())::strategy).toList();

        Tournament.Result onSpark = SparkTournament.run(spark, rules, names, strategies, 2, out());
        try (PairEvaluator evaluator = PairEvaluator.of(rules)) {
            assertThat(evaluator.sweeps()).isTrue();
            assertThat(onSpark.first()).isDeepEqualTo(Tournament.run(evaluator, names, strategies, 1, null).first());
        }
    }

    @Test
    void theExecutorsWriteEachPairOnceToTheFolderAndTheDriverReadsItBack() throws Exception {
        GameDefinition rules = RulesetRegistry.discover().get("su15").defaultGame();
        List<String> names = List.of("always:3", "always:6", "bacon", "always:3");
        List<Strategy> strategies = names.stream().map(RulesetRegistry.discover().get(rules.rulesetId())::strategy)
                .toList();
        Path pairs = folder.resolve("written");

        SparkTournament.run(spark, rules, names, strategies, 2, pairs.toString());

        List<String> lines = new ArrayList<>();
        try (var parts = Files.list(pairs)) {
            for (Path part : parts.filter(path -> path.getFileName().toString().startsWith("part-")).toList()) {
                lines.addAll(Files.readAllLines(part));
            }
        }
        // Three distinct entries: always:3 twice is evaluated once.
        assertThat(lines).hasSize(6).allMatch(line -> line.split(",").length == 4);
    }

    @Test
    void theFolderForThePairsMustBeNew() throws Exception {
        GameDefinition rules = RulesetRegistry.discover().get("su15").defaultGame();
        Path used = Files.createDirectories(folder.resolve("used"));

        assertThatThrownBy(() -> SparkTournament.run(spark, rules, List.of("bacon", "always:4"),
                List.of(Strategy.alwaysRoll(5), Strategy.alwaysRoll(4)), 2, used.toString()))
                .isInstanceOf(HogException.class)
                .hasMessage("--out " + used + " exists already: give a new folder for the pairs' results");
    }

    @Test
    void aTournamentNeedsTwoEntries() {
        GameDefinition rules = RulesetRegistry.discover().get("su15").defaultGame();

        assertThatThrownBy(() -> SparkTournament.run(spark, rules, List.of("bacon"),
                List.of(RulesetRegistry.discover().get(rules.rulesetId()).strategy("bacon")), 2, out())).isInstanceOf(HogException.class)
                .hasMessage("A tournament needs at least two entries, not 1");
    }
}
