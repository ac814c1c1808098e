package dev.hog.runner.commands;

import dev.hog.analysis.Simulation;
import dev.hog.analysis.WinRate;
import dev.hog.api.Strategy;
import dev.hog.runner.Environment;
import dev.hog.runner.Hog;
import dev.hog.runner.Setup;
import dev.hog.runner.io.ProgressBar;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code hog simulate}: the Monte Carlo win rate of one strategy against another. */
@Command(name = "simulate", mixinStandardHelpOptions = true, versionProvider = Hog.Version.class,
        description = {"Simulates games and reports p0's win rate against p1, averaged over both seats, with a 95%%",
                "confidence interval and the games per second. With --json, one line:",
                "{\"games\":N,\"winRate\":r,\"ci95\":[lo,hi],\"gamesPerSecond\":g,\"threads\":t}."})
public final class SimulateCommand implements Callable<Integer> {
    private static final long DEFAULT_GAMES = 1_000_000;

    @ParentCommand
    private Hog hog;

    @Mixin
    private RulesetChoice choice;

    @Mixin
    private SimulationOptions simulation;

    @Option(names = "--p0", paramLabel = "SPEC", required = true, description = "The strategy whose win rate is"
            + " measured.")
    private String p0;

    @Option(names = "--p1", paramLabel = "SPEC", required = true, description = "Its opponent.")
    private String p1;

    @Option(names = "--json", description = "Write one JSON line instead of text.")
    private boolean json;

    @Override
    public Integer call() {
        Environment environment = hog.environment();
        PrintWriter out = environment.out();
        Setup setup = choice.setup(environment, null);
        List<Strategy> strategies = List.of(hog.strategy(setup, p0, "--p0"), hog.strategy(setup, p1, "--p1"));
        long games = simulation.games(DEFAULT_GAMES);
        long seed = simulation.seed();
        int threads = simulation.threads();
        ProgressBar progress = new ProgressBar(environment.err(), games, System::nanoTime);
        WinRate rate = new Simulation(setup.rules(), strategies.get(0), strategies.get(1))
                .run(games, seed, threads, environment.terminal() ? progress : null);
        progress.finish();
        if (json) {
            out.println(String.format(Locale.ROOT, "{\"games\":%d,\"winRate\":%s,\"ci95\":[%s,%s],"
                    + "\"gamesPerSecond\":%d,\"threads\":%d}", rate.games(), rate.winRate(), rate.low(), rate.high(),
                    Math.round(rate.gamesPerSecond()), rate.threads()));
        } else {
            out.println(setup.rules() + ": " + strategies.get(0) + " against "
                    + strategies.get(1) + ", averaged over both seats.");
            out.println(String.format(Locale.ROOT, "%,d games (seed %d): win rate %.5f, 95%% confidence interval"
                    + " %.5f to %.5f.", rate.games(), seed, rate.winRate(), rate.low(), rate.high()));
            out.println(String.format(Locale.ROOT, "%,d games per second on %d thread%s.",
                    Math.round(rate.gamesPerSecond()), rate.threads(), rate.threads() == 1 ? "" : "s"));
        }
        return 0;
    }
}
