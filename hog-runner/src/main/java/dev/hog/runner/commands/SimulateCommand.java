package dev.hog.runner.commands;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import dev.hog.analysis.Simulation;
import dev.hog.analysis.WinRate;
import dev.hog.api.game.Strategy;
import dev.hog.runner.Environment;
import dev.hog.runner.Session;
import dev.hog.runner.Setup;
import dev.hog.runner.io.Json;
import dev.hog.runner.io.ProgressBar;
import dev.hog.runner.strategy.DrawnStrategy;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.LongConsumer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code hog simulate}: the Monte Carlo win rate of one strategy against another. */
@Command(name = "simulate", description = {"Simulates games and reports p0's win rate against p1.",
        "The rate is averaged over both seats, with a 95%% confidence interval and the games per second. --score0",
        "and --score1 are p0's and p1's start scores, whichever moves first. With --json, one line:",
        "{\"games\":N,\"winRate\":r,\"ci95\":[lo,hi],\"gamesPerSecond\":g,\"threads\":t,\"seed\":s}."})
public final class SimulateCommand implements Callable<Integer> {
    private static final long DEFAULT_GAMES = 1_000_000;

    private final Session session;

    @Mixin
    private RulesetChoice choice;

    @Mixin
    private GameOptions options;

    @Mixin
    private SimulationOptions simulation;

    /**
     * The command in a run's session.
     *
     * @param session what the run's commands share
     */
    public SimulateCommand(Session session) {
        this.session = session;
    }

    @Override
    public Integer call() {
        Environment environment = session.environment();
        PrintWriter out = environment.out();
        Setup setup = choice.game(session, options);
        List<Strategy> strategies = session.machines(setup);
        long games = simulation.games(DEFAULT_GAMES);
        int threads = simulation.threads();
        long seed = setup.seed().orElseGet(Seeds::fresh);
        ProgressBar progress = new ProgressBar(environment.err(), games, System::nanoTime);
        WinRate rate = simulate(setup, strategies, games, seed, threads, environment.terminal() ? progress : null);
        progress.finish();
        if (options.json()) {
            out.println(Json.line(new Result(rate.games(), rate.winRate(), new double[] {rate.low(), rate.high()},
                    Math.round(rate.gamesPerSecond()), rate.threads(), seed)));
        } else {
            out.println(setup.rules() + ": " + strategies.get(0) + " against " + strategies.get(1)
                    + startedFrom(setup) + ", averaged over both seats.");
            out.println(String.format(Locale.ROOT, "%,d games (seed %d): win rate %.5f, 95%% confidence interval"
                    + " %.5f to %.5f.", rate.games(), seed, rate.winRate(), rate.low(), rate.high()));
            out.println(String.format(Locale.ROOT, "%,d games per second on %d thread%s.",
                    Math.round(rate.gamesPerSecond()), rate.threads(), rate.threads() == 1 ? "" : "s"));
        }
        if (!options.json()) {
            strategies.stream().filter(DrawnStrategy.class::isInstance).map(DrawnStrategy.class::cast)
                    .forEach(drawn -> out.println(drawn + " chooses at random: the games are shared evenly among "
                            + drawn.draws().size() + " draws of its choices, each played as a table."));
        }
        return 0;
    }

    /**
     * The games: for a random strategy, shared evenly among the draws of its choices (the k-th game's share plays
     * each random strategy's draw k, modulo its draws), each share seeded from the seed and its number, the first
     * with the seed itself.
     */
    private static WinRate simulate(Setup setup, List<Strategy> strategies, long games, long seed, int threads,
            LongConsumer progress) {
        List<List<? extends Strategy>> draws = strategies.stream().<List<? extends Strategy>>map(
                DrawnStrategy::draws).toList();
        int parts = (int) Math.min(Math.max(draws.get(0).size(), draws.get(1).size()), games / 2);
        List<WinRate> rates = new ArrayList<>();
        long done = 0;
        for (int part = 0; part < parts; part++) {
            long share = games / parts + (part < games % parts ? 1 : 0);
            long before = done;
            WinRate rate = new Simulation(setup.rules(), draws.get(0).get(part % draws.get(0).size()),
                    draws.get(1).get(part % draws.get(1).size()))
                    .from(setup.start0(), setup.start1())
                    .run(share, part == 0 ? seed : seed + part * 0x9E3779B97F4A7C15L, threads,
                            progress == null ? null : played -> progress.accept(before + played));
            rates.add(rate);
            done += share;
        }
        return parts == 1 ? rates.get(0) : WinRate.pooled(rates);
    }

    private static String startedFrom(Setup setup) {
        return setup.start0() == 0 && setup.start1() == 0 ? ""
                : " from " + setup.start0() + " and " + setup.start1();
    }

    @JsonPropertyOrder({"games", "winRate", "ci95", "gamesPerSecond", "threads", "seed"})
    private record Result(long games, double winRate, double[] ci95, long gamesPerSecond, int threads, long seed) {
    }
}
