package dev.hog.runner.commands;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import dev.hog.analysis.BestResponse;
import dev.hog.analysis.ExactWinRate;
import dev.hog.analysis.Solution;
import dev.hog.analysis.Solver;
import dev.hog.analysis.StrategyTable;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Strategy;
import dev.hog.json.TableFiles;
import dev.hog.runner.Environment;
import dev.hog.runner.Session;
import dev.hog.runner.Setup;
import dev.hog.runner.io.Json;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code hog solve}: the game solved exactly. */
@Command(name = "solve", description = {"Solves the game exactly, and writes the optimal strategy if asked.",
        "The value (the first player's chance when both play optimally), and the optimal strategy's exact win rates",
        "against the baseline and every named strategy. With --vs, the best response to a strategy and its win",
        "rates. --export writes the optimal strategy (or the best response) as a table that table:FILE reads back."})
public final class SolveCommand implements Callable<Integer> {
    private final Session session;

    @Mixin
    private RulesetChoice choice;

    @Mixin
    private GoalOption goal;

    @Option(names = "--vs", paramLabel = "SPEC", description = "Also find the best response to this strategy.")
    private String versus;

    @Option(names = "--export", paramLabel = "FILE",
            description = "Write the optimal strategy (or, with --vs, the best response) as a table.")
    private Path export;

    @Mixin
    private JsonOption json;

    /**
     * The command in a run's session.
     *
     * @param session what the run's commands share
     */
    public SolveCommand(Session session) {
        this.session = session;
    }

    @Override
    public Integer call() {
        Environment environment = session.environment();
        PrintWriter out = environment.out();
        Setup setup = choice.rules(session, goal);
        GameDefinition rules = setup.rules();
        if (export != null) {
            TableFiles.checkWritable(environment.resolve(export), rules);
        }
        Solver solver = session.solver();
        Solution solution = solver.optimal(rules);
        StrategyTable optimal = solution.strategy();
        List<Strategy> opponents = session.standardStrategies(setup);
        List<ExactWinRate> rates = new ArrayList<>();
        for (Strategy opponent : opponents) {
            rates.add(solver.winRate(rules, optimal, opponent));
        }
        BestResponse best = null;
        if (versus != null) {
            best = solver.bestResponse(rules, session.strategy(setup, versus, "--vs"));
        }
        if (export != null) {
            TableFiles.write(environment.resolve(export), best == null ? optimal : best.strategy(), rules);
        }
        if (json.json) {
            out.println(Json.line(result(setup, solution, opponents, rates, best)));
        } else {
            text(out, setup, solution, opponents, rates, best);
        }
        return 0;
    }

    private void text(PrintWriter out, Setup setup, Solution solution, List<Strategy> opponents,
            List<ExactWinRate> rates, BestResponse best) {
        GameDefinition rules = setup.rules();
        out.println(String.format(Locale.ROOT, "%s: solved in %.3f s, %,d states seen from the mover, %s.",
                rules, solution.seconds(), solution.strategy().states(), solution.valueIteration()
                        ? "by value iteration (" + solution.iterations() + " sweeps): not every turn raises the sum"
                        + " of the scores" : "in one exact pass in decreasing sum of the scores"));
        out.println(String.format(Locale.ROOT, "Value of the game: the first player wins %.6f when both play"
                + " optimally.", solution.value()));
        out.println("The optimal strategy's exact win rates (first, second, mean):");
        int width = opponents.stream().mapToInt(opponent -> opponent.toString().length()).max().orElse(0);
        for (int i = 0; i < opponents.size(); i++) {
            out.println(String.format(Locale.ROOT, "  against %-" + width + "s  %.6f  %.6f  %.6f",
                    opponents.get(i), rates.get(i).first(), rates.get(i).second(), rates.get(i).mean()));
        }
        if (best != null) {
            out.println(String.format(Locale.ROOT, "Best response to %s (first, second, mean): %.6f  %.6f  %.6f,"
                    + " found in %.3f s.", versus, best.winRate().first(), best.winRate().second(),
                    best.winRate().mean(), best.seconds()));
        }
        if (export != null) {
            out.println("Wrote " + (best == null ? "the optimal strategy" : "the best response") + " to " + export
                    + "; play it with table:" + export);
        }
    }

    private static Result result(Setup setup, Solution solution, List<Strategy> opponents,
            List<ExactWinRate> rates, BestResponse best) {
        List<Rates> against = new ArrayList<>();
        for (int i = 0; i < opponents.size(); i++) {
            against.add(Rates.of(opponents.get(i), rates.get(i)));
        }
        return new Result(setup.ruleset().id(), setup.rules().options().asMap(), setup.rules().goal(),
                solution.value(), solution.seconds(), against, best == null ? null : Rates.of(best.winRate()));
    }

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonPropertyOrder({"ruleset", "options", "goal", "value", "seconds", "winRates", "bestResponse"})
    private record Result(String ruleset, Map<String, String> options, int goal, double value, double seconds,
            List<Rates> winRates, Rates bestResponse) {
    }
}
