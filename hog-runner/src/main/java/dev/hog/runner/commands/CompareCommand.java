package dev.hog.runner.commands;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import dev.hog.analysis.ExactWinRate;
import dev.hog.analysis.RegretMap;
import dev.hog.api.HogException;
import dev.hog.api.game.Strategy;
import dev.hog.json.OutputFiles;
import dev.hog.runner.Environment;
import dev.hog.runner.Session;
import dev.hog.runner.Setup;
import dev.hog.runner.io.Json;
import dev.hog.runner.io.RegretReport;
import dev.hog.runner.strategy.DrawnStrategy;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code hog compare}: the exact win rates of one strategy against another. */
@Command(name = "compare", description = {"Computes the exact chance that strategy A beats strategy B.",
        "Moving first, moving second, and the mean. With --json, one line: {\"first\":a,\"second\":b,\"mean\":m}.",
        "With --regret, also where A gives its chance away against B: at each state A moves in, the chance its choice",
        "loses against the best response to B, weighted by how often a game reaches the state. The regrets add up to",
        "the best response's mean win rate less A's; the ten costliest states are listed (under \"regret\" in the JSON)",
        "and the map is drawn by scores as an SVG heat map.",
        "A python:FILE strategy that chooses at random is compared draw by draw of its choices: the rates are their",
        "means, each with its 95%% confidence interval (\"draws\" and \"ci95\":{\"first\":[lo,hi],...} in the JSON);",
        "--regret maps its first draw."})
public final class CompareCommand implements Callable<Integer> {
    private final Session session;

    @Mixin
    private RulesetChoice choice;

    @Parameters(index = "0", paramLabel = "SPEC_A", description = "The first strategy, A.")
    private String specA;

    @Parameters(index = "1", paramLabel = "SPEC_B", description = "The second strategy, B.")
    private String specB;

    @Mixin
    private GoalOption goal;

    @Mixin
    private JsonOption json;

    @Option(names = "--regret", paramLabel = "FILE.svg", description = "Also map where A gives its chance away against"
            + " B, and draw the map by scores as an SVG heat map.")
    private Path regret;

    /**
     * The command in a run's session.
     *
     * @param session what the run's commands share
     */
    public CompareCommand(Session session) {
        this.session = session;
    }

    @Override
    public Integer call() {
        Environment environment = session.environment();
        PrintWriter out = environment.out();
        Path file = regretFile(environment);
        Setup setup = choice.rules(session, goal);
        Strategy a = session.strategy(setup, specA, "the first strategy");
        Strategy b = session.strategy(setup, specB, "the second strategy");
        List<ExactWinRate> rates = rates(setup, a, b);
        DrawnRates drawn = rates.size() > 1 ? DrawnRates.of(rates) : null;
        RegretMap map = file == null ? null : RegretMap.of(session.solver(), setup.rules(), a, b);
        if (map != null) {
            RegretReport.heatMap(map, a.toString(), b.toString()).write(file);
        }
        if (json.json) {
            out.println(Json.line(new Compared(drawn == null ? Rates.of(rates.get(0)) : drawn.rates(), drawn,
                    map == null ? null : RegretReport.summary(map))));
            return 0;
        }
        if (drawn == null) {
            ExactWinRate rate = rates.get(0);
            out.println(String.format(Locale.ROOT, "%s: %s beats %s %.6f moving first, %.6f moving"
                    + " second, %.6f on average.", setup.rules(), a, b, rate.first(), rate.second(),
                    rate.mean()));
        } else {
            out.println(String.format(Locale.ROOT, "%s: %s beats %s %s moving first, %s moving second, %s on"
                    + " average: %s at random, so these are means over %d draws of the choices, each with its 95%%"
                    + " confidence interval.", setup.rules(), a, b, drawn.first(), drawn.second(), drawn.mean(),
                    random(a, b), drawn.draws()));
        }
        if (map != null) {
            RegretReport.lines(map, a.toString(), b.toString()).forEach(out::println);
            out.println("Drew the regret map in " + regret);
        }
        return 0;
    }

    /**
     * The exact win rates of A against B: one, or, if either chooses at random, one for each draw of its choices, the
     * draws of two random strategies paired in order, as they are independent.
     */
    private List<ExactWinRate> rates(Setup setup, Strategy a, Strategy b) {
        List<? extends Strategy> drawsA = DrawnStrategy.draws(a);
        List<? extends Strategy> drawsB = DrawnStrategy.draws(b);
        int draws = Math.max(drawsA.size(), drawsB.size());
        List<ExactWinRate> rates = new ArrayList<>();
        for (int draw = 0; draw < draws; draw++) {
            rates.add(session.solver().winRate(setup.rules(), drawsA.get(draw % drawsA.size()),
                    drawsB.get(draw % drawsB.size())));
        }
        return rates;
    }

    /** Who chooses at random, and the verb that agrees. */
    private static String random(Strategy a, Strategy b) {
        if (a instanceof DrawnStrategy && b instanceof DrawnStrategy) {
            return a + " and " + b + " choose";
        }
        return (a instanceof DrawnStrategy ? a : b) + " chooses";
    }

    /** The file {@code --regret} names, checked before the work that fills it, or {@code null}. */
    private Path regretFile(Environment environment) {
        if (regret == null) {
            return null;
        }
        if (!regret.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".svg")) {
            throw new HogException("--regret draws SVG; give a file ending in .svg, not " + regret);
        }
        Path file = environment.resolve(regret);
        OutputFiles.checkWritable(file);
        return file;
    }

    /**
     * {@code --json}: the win rates, with the draws and their intervals if a strategy is random, and with
     * {@code --regret} the regret report.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    private record Compared(@JsonUnwrapped Rates rate, @JsonUnwrapped DrawnRates drawn, RegretReport.Summary regret) {
    }
}
