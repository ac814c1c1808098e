package dev.hog.bench;

import dev.hog.analysis.ExactWinRate;
import dev.hog.analysis.PairEvaluator;
import dev.hog.analysis.Tournament;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Strategy;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Round robins of contest-like entries (a random 100 by 100 table of dice each, seeded): one exact pair, both seats,
 * once the game's tables and the entries are laid out; and a whole tournament of {@code entries} on both cores.
 * {@code trot} is the trot example's plugin, whose rules read the turn number: its jar must be in {@code plugins}
 * (see {@link BenchGames}).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = "-Xmx2g")
public class TournamentBenchmark {
    @Param({"su15", "su18", "sp24", "sp21", "su20:feral-hogs=false", "su20", "trot"})
    public String ruleset;

    @Param({"150"})
    public int entries;

    private PairEvaluator evaluator;
    private PairEvaluator.Entry a;
    private PairEvaluator.Entry b;
    private List<String> names;
    private List<Strategy> tables;

    @Setup(Level.Trial)
    public void setUp() {
        GameDefinition rules = BenchGames.game(ruleset);
        evaluator = PairEvaluator.of(rules);
        SplittableRandom random = new SplittableRandom(61);
        names = new ArrayList<>();
        tables = new ArrayList<>();
        for (int i = 0; i < entries; i++) {
            int[][] dice = new int[rules.goal()][rules.goal()];
            for (int[] row : dice) {
                for (int j = 0; j < row.length; j++) {
                    row[j] = random.nextInt(rules.maxDice() + 1);
                }
            }
            names.add("entry" + i);
            tables.add((score, opponent) -> dice[score][opponent]);
        }
        a = evaluator.entry(tables.get(0));
        b = evaluator.entry(tables.get(1));
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        evaluator.close();
    }

    @Benchmark
    public ExactWinRate pair() {
        return evaluator.evaluate(a, b);
    }

    @Benchmark
    @Fork(value = 1, jvmArgsAppend = "-Xmx2g")
    @Warmup(iterations = 2, time = 1)
    @Measurement(iterations = 3, time = 1)
    public Tournament.Result tournament() {
        return Tournament.run(evaluator, names, tables, Runtime.getRuntime().availableProcessors(), null);
    }
}
