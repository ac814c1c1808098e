package dev.hog.bench;

import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Scores;
import dev.hog.api.play.Dice;
import dev.hog.api.play.Match;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetRegistry;
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
 * Games per second on one thread, per ruleset: the engine as the simulator drives it, each ruleset's baseline against
 * itself with fair dice (su20 with Feral Hogs on; sp24 with Sus Fuss).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 2)
@Fork(2)
public class GamesBenchmark {
    private static final int GAMES = 1000;

    @Param({"su20", "sp24", "sp21", "su18", "su15"})
    public String ruleset;

    private Match.Builder games;

    @Setup
    public void setUp() {
        Ruleset chosen = RulesetRegistry.discover().get(ruleset);
        GameDefinition rules = chosen.defaultGame();
        games = Match.builder(rules).players(chosen.baseline(), chosen.baseline()).dice(Dice.fair(42));
    }

    @Benchmark
    @OperationsPerInvocation(GAMES)
    public int games() {
        int player0Wins = 0;
        for (int i = 0; i < GAMES; i++) {
            Scores end = games.build().finalScores();
            player0Wins += end.score0() > end.score1() ? 1 : 0;
        }
        return player0Wins;
    }
}
