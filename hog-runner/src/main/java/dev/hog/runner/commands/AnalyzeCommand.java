package dev.hog.runner.commands;

import dev.hog.analysis.RulesetAnalysis;
import dev.hog.analysis.RulesetAnalysis.Report;
import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import dev.hog.json.OutputFiles;
import dev.hog.runner.Environment;
import dev.hog.runner.Session;
import dev.hog.runner.Setup;
import dev.hog.runner.io.AnalysisReports;
import dev.hog.runner.io.Json;
import dev.hog.runner.io.ProgressBar;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code hog analyze}: the rule designer's report on a ruleset as configured. */
@Command(name = "analyze", description = {
        "Reports on a ruleset as configured: its value, fairness, skill, length and rules.",
        "Exact wherever the solver can be: the value (the first mover's chance under optimal play) and the goal",
        "nearest to fair; how much skill matters (optimal against the baseline, the best always:N and each named",
        "strategy); how long a game between optimal players lasts; and each rule's weight: the value without it and",
        "how often it fires in a game. --plot DIR writes the value by goal, the length of a game and the optimal",
        "strategy as SVG."})
public final class AnalyzeCommand implements Callable<Integer> {
    private static final Pattern GOALS = Pattern.compile("(\\d{1,5})\\.\\.(\\d{1,5})");

    private final Session session;

    @Mixin
    private RulesetChoice choice;

    @Mixin
    private GoalOption goal;

    @Option(names = "--goals", paramLabel = "FROM..TO", description = "The goals the fairest goal is sought among"
            + " (default: " + RulesetAnalysis.MIN_GOAL + ".." + RulesetAnalysis.MAX_GOAL + ").")
    private String goals;

    @Option(names = "--plot", paramLabel = "DIR", description = "Write the plots as SVG files into this folder.")
    private Path plot;

    @Mixin
    private JsonOption json;

    /**
     * The command in a run's session.
     *
     * @param session what the run's commands share
     */
    public AnalyzeCommand(Session session) {
        this.session = session;
    }

    @Override
    public Integer call() {
        Environment environment = session.environment();
        PrintWriter out = environment.out();
        int[] range = goals();
        Setup setup = choice.rules(session, goal);
        GameDefinition rules = setup.rules();
        Path folder = plot == null ? null : environment.resolve(plot);
        if (folder != null) {
            if (!Files.isDirectory(folder)) {
                throw new HogException("--plot " + plot + ": no such folder; give a folder that exists");
            }
            OutputFiles.checkWritable(folder.resolve(AnalysisReports.VALUE_BY_GOAL));
        }
        ProgressBar progress = new ProgressBar(environment.err(), range[1] - range[0] + 1, System::nanoTime);
        int[] solved = {0};
        Report report = RulesetAnalysis.analyse(setup.ruleset(), rules, session.solver(), range[0], range[1],
                goal -> progress.accept(++solved[0]));
        progress.finish();
        if (folder != null) {
            AnalysisReports.writePlots(folder, report);
        }
        if (json.json) {
            out.println(Json.line(AnalysisReports.json(setup.ruleset().id(), report)));
        } else {
            out.print(AnalysisReports.text(report));
            if (folder != null) {
                out.println("Wrote " + String.join(", ", AnalysisReports.PLOTS) + " to " + plot + ".");
            }
        }
        return 0;
    }

    private int[] goals() {
        if (goals == null) {
            return new int[] {RulesetAnalysis.MIN_GOAL, RulesetAnalysis.MAX_GOAL};
        }
        Matcher range = GOALS.matcher(goals.strip());
        if (!range.matches() || Integer.parseInt(range.group(1)) < 1
                || Integer.parseInt(range.group(2)) < Integer.parseInt(range.group(1))
                || Integer.parseInt(range.group(2)) > GameDefinition.MAX_GOAL) {
            throw new HogException("--goals takes FROM..TO, two goals from 1 to " + GameDefinition.MAX_GOAL
                    + " in order, such as 20..200, not '" + goals + "'");
        }
        return new int[] {Integer.parseInt(range.group(1)), Integer.parseInt(range.group(2))};
    }
}
