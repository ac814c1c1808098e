package dev.hog.runner.commands;

import dev.hog.analysis.ExactWinRate;
import dev.hog.api.game.Strategy;
import dev.hog.runner.Session;
import dev.hog.runner.Setup;
import dev.hog.runner.io.Json;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/** {@code hog compare}: the exact win rates of one strategy against another. */
@Command(name = "compare", description = {"Computes the exact chance that strategy A beats strategy B.",
        "Moving first, moving second, and the mean. With --json, one line: {\"first\":a,\"second\":b,\"mean\":m}."})
public final class CompareCommand implements Callable<Integer> {
    private final Session session;

    @Mixin
    private RulesetChoice choice;

    @Parameters(index = "0", paramLabel = "SPEC_A", description = "Strategy A.")
    private String specA;

    @Parameters(index = "1", paramLabel = "SPEC_B", description = "Strategy B.")
    private String specB;

    @Mixin
    private GoalOption goal;

    @Mixin
    private JsonOption json;

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
        PrintWriter out = session.environment().out();
        Setup setup = choice.rules(session, goal);
        Strategy a = session.strategy(setup, specA, "SPEC_A");
        Strategy b = session.strategy(setup, specB, "SPEC_B");
        ExactWinRate rate = session.solver().winRate(setup.rules(), a, b);
        if (json.json) {
            out.println(Json.line(Rates.of(rate)));
        } else {
            out.println(String.format(Locale.ROOT, "%s: %s beats %s %.6f moving first, %.6f moving"
                    + " second, %.6f on average.", setup.rules(), a, b, rate.first(), rate.second(),
                    rate.mean()));
        }
        return 0;
    }
}
