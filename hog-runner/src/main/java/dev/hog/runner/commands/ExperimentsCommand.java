package dev.hog.runner.commands;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import dev.hog.analysis.Experiments;
import dev.hog.analysis.Simulation;
import dev.hog.analysis.Solver;
import dev.hog.analysis.WinRate;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Strategy;
import dev.hog.api.play.Dice;
import dev.hog.api.rule.DiceChoiceRule;
import dev.hog.runner.Environment;
import dev.hog.runner.Session;
import dev.hog.runner.Setup;
import dev.hog.runner.io.Json;
import dev.hog.runner.io.ProgressBar;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicLong;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code hog experiments}: what the course's {@code run_experiments} reported, for any ruleset. */
@Command(name = "experiments", description = {"Runs the course's experiments for a ruleset.",
        "The best number of six-sided dice to roll, and the win rates of always:1 to always:10 and of each named",
        "strategy against the ruleset's baseline, simulated over both seats."})
public final class ExperimentsCommand implements Callable<Integer> {
    private static final long DEFAULT_GAMES = 200_000;

    private final Session session;

    @Mixin
    private RulesetChoice choice;

    @Mixin
    private GoalOption goal;

    @Mixin
    private SeedOption seedOption;

    @Mixin
    private SimulationOptions simulation;

    @Mixin
    private JsonOption json;

    /**
     * The command in a run's session.
     *
     * @param session what the run's commands share
     */
    public ExperimentsCommand(Session session) {
        this.session = session;
    }

    @Override
    public Integer call() {
        Environment environment = session.environment();
        PrintWriter out = environment.out();
        Setup setup = choice.rules(session, goal, seedOption);
        GameDefinition rules = setup.rules();
        long games = simulation.games(DEFAULT_GAMES);
        long seed = setup.seed().orElseGet(Seeds::fresh);
        int threads = simulation.threads();
        List<Strategy> standard = session.standardStrategies(setup);
        Strategy baseline = standard.get(0);
        List<Strategy> strategies = new ArrayList<>();
        List<String> forbidden = new ArrayList<>();
        boolean limited = rules.rules().stream().anyMatch(DiceChoiceRule.class::isInstance);
        try (Solver solver = limited ? new Solver(1) : null) {
            for (int dice = 1; dice <= rules.maxDice(); dice++) {
                Strategy always = Strategy.alwaysRoll(dice);
                if (solver == null || solver.choosesLegally(rules, always)) {
                    strategies.add(always);
                } else {
                    forbidden.add(always.toString());
                }
            }
        }
        // The named strategies; the baseline, first among the standard ones, is an always:N above.
        strategies.addAll(standard.subList(1, standard.size()));
        int best = Experiments.maxScoringNumRolls(rules, Dice.fair(seed));

        ProgressBar progress = new ProgressBar(environment.err(), games * strategies.size(), System::nanoTime);
        AtomicLong finished = new AtomicLong();
        List<WinRate> rates = new ArrayList<>();
        for (Strategy strategy : strategies) {
            long before = finished.get();
            rates.add(new Simulation(rules, strategy, baseline).run(games, seed, threads,
                    environment.terminal() ? done -> progress.accept(before + done) : null));
            finished.addAndGet(games);
        }
        progress.finish();

        if (json.json) {
            List<Rate> winRates = new ArrayList<>();
            for (int i = 0; i < strategies.size(); i++) {
                WinRate rate = rates.get(i);
                winRates.add(new Rate(strategies.get(i).toString(), rate.winRate(),
                        new double[] {rate.low(), rate.high()}));
            }
            out.println(Json.line(new Result(rules.rulesetId(), rules.options().asMap(), rules.goal(),
                    baseline.toString(), best, rates.get(0).games(), seed, winRates,
                    forbidden.isEmpty() ? null : forbidden)));
        } else {
            out.println("Experiments for " + rules + ", against the baseline " + baseline + ":");
            out.println("Max scoring num rolls for six-sided dice: " + best);
            out.println(String.format(Locale.ROOT, "Win rates over both seats, %,d games each (seed %d):",
                    rates.get(0).games(), seed));
            int width = strategies.stream().mapToInt(strategy -> strategy.toString().length()).max().orElse(0);
            for (int i = 0; i < strategies.size(); i++) {
                WinRate rate = rates.get(i);
                out.println(String.format(Locale.ROOT, "  %-" + width + "s  %.4f  (%.4f to %.4f)", strategies.get(i),
                        rate.winRate(), rate.low(), rate.high()));
            }
            if (!forbidden.isEmpty()) {
                out.println("Left out, as the rules forbid their choice in some states: " + String.join(", ",
                        forbidden));
            }
        }
        return 0;
    }

    @JsonPropertyOrder({"ruleset", "options", "goal", "baseline", "maxScoringNumRolls", "games", "seed", "winRates",
        "forbidden"})
    @JsonInclude(JsonInclude.Include.NON_NULL)
    private record Result(String ruleset, Map<String, String> options, int goal, String baseline,
            int maxScoringNumRolls, long games, long seed, List<Rate> winRates, List<String> forbidden) {
    }

    @JsonPropertyOrder({"strategy", "winRate", "ci95"})
    private record Rate(String strategy, double winRate, double[] ci95) {
    }
}
