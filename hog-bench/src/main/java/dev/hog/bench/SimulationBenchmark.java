package dev.hog.bench;

import dev.hog.analysis.Simulation;
import dev.hog.analysis.WinRate;
import dev.hog.api.game.Strategy;
import dev.hog.rules.su20.Su20;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * {@code hog simulate}'s workload: su20 with Feral Hogs, always:6 against always:6, in games per second on 1 thread
 * and on every core, to show how it scales.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(2)
public class SimulationBenchmark {
    private static final int GAMES = 1 << 20;

    @Param({"1", "0"})
    public int threads;

    private Simulation simulation;
    private int threadCount;

    @Setup
    public void setUp() {
        simulation = new Simulation(Su20.ruleset().defaultGame(), Strategy.alwaysRoll(6), Strategy.alwaysRoll(6));
        threadCount = threads == 0 ? Runtime.getRuntime().availableProcessors() : threads;
    }

    @Benchmark
    @OperationsPerInvocation(GAMES)
    public WinRate simulate() {
        return simulation.run(GAMES, 7, threadCount, null);
    }
}
