package dev.hog.bench;

import dev.hog.analysis.ExactWinRate;
import dev.hog.analysis.Odds;
import dev.hog.analysis.Solution;
import dev.hog.analysis.Solver;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Strategy;
import dev.hog.api.ruleset.Ruleset;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The exact solver, on every core, in a heap of 1 GB: solving each ruleset optimally from scratch (tables included),
 * and the exact win rate of two fixed strategies once a ruleset's tables are built, as a tournament of many pairs
 * would use them.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 2, jvmArgsAppend = "-Xmx1g")
public class SolverBenchmark {
    @Param({"su20", "su20:feral-hogs=false", "sp24", "sp21", "su18", "su15"})
    public String ruleset;

    private GameDefinition rules;
    private Strategy strategy;
    private Strategy baseline;
    private Solver warmSolver;

    @Setup
    public void setUp() {
        Ruleset chosen = BenchGames.ruleset(ruleset);
        rules = BenchGames.game(ruleset);
        strategy = chosen.strategies().get(0).create();
        baseline = chosen.baseline();
        warmSolver = new Solver();
        warmSolver.winRate(rules, strategy, baseline);
    }

    @Benchmark
    public Solution optimal() {
        try (Solver solver = new Solver()) {
            return solver.optimal(rules);
        }
    }

    /** What {@code hog serve} solves once per game set-up for its odds panel: tables built, against a strategy. */
    @Benchmark
    public Odds odds() {
        try (Solver solver = new Solver()) {
            return solver.odds(rules, strategy);
        }
    }

    @Benchmark
    public ExactWinRate winRate() {
        return warmSolver.winRate(rules, strategy, baseline);
    }
}
