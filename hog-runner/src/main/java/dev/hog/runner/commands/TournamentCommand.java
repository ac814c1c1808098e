package dev.hog.runner.commands;

import dev.hog.analysis.PairEvaluator;
import dev.hog.analysis.Tournament;
import dev.hog.api.HogException;
import dev.hog.api.game.Strategy;
import dev.hog.json.OutputFiles;
import dev.hog.runner.Environment;
import dev.hog.runner.Session;
import dev.hog.runner.Setup;
import dev.hog.runner.io.ProgressBar;
import dev.hog.runner.io.TournamentFiles;
import dev.hog.runner.strategy.DrawnStrategy;
import dev.hog.runner.strategy.TournamentEntries;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code hog tournament}: an exact round robin, as the course's strategy contest. */
@Command(name = "tournament", description = {"Plays an exact round robin of strategies, as the course's contest does.",
        "Every entry meets every other in both seats, exactly; entries rank by the number they beat (a mean win rate",
        "above 0.500001), then by their mean win rate. An entry is a strategy spec (always:4, bacon:cutoff=9, optimal,",
        "table:FILE, python:hog.py), a table file (CSV, or the contest's JSON 100 x 100 array), or a folder of table",
        "files, one entry per file, named by the file's name. Entries that choose alike everywhere are evaluated once."})
public final class TournamentCommand implements Callable<Integer> {
    private final Session session;

    @Mixin
    private RulesetChoice choice;

    @Mixin
    private GoalOption goal;

    @Mixin
    private ThreadsOption threads;

    @Mixin
    private JsonOption json;

    @Parameters(paramLabel = "ENTRY", arity = "0..*", description = "Strategy specs, table files or folders of them.")
    private List<String> given = new ArrayList<>();

    @Option(names = "--entries", paramLabel = "FILE_OR_DIR", description = "A table file, or a folder of them: one"
            + " entry per file.")
    private List<Path> entryFiles = new ArrayList<>();

    @Option(names = "--csv", paramLabel = "FILE", description = "Also write the matrix of mean win rates as CSV.")
    private Path csv;

    @Option(names = "--plot", paramLabel = "FILE.svg", description = "Also draw the matrix as an SVG heat map, the"
            + " entries in rank order.")
    private Path plot;

    /**
     * The command in a run's session.
     *
     * @param session what the run's commands share
     */
    public TournamentCommand(Session session) {
        this.session = session;
    }

    @Override
    public Integer call() {
        Environment environment = session.environment();
        Setup setup = choice.rules(session, goal);
        int workers = threads.threads();
        if (plot != null && !plot.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".svg")) {
            throw new HogException("--plot draws SVG; give a file ending in .svg, not " + plot);
        }
        if (csv != null) {
            OutputFiles.checkWritable(environment.resolve(csv));
        }
        if (plot != null) {
            OutputFiles.checkWritable(environment.resolve(plot));
        }
        // The game's turns are laid out while the entries are read.
        CompletableFuture<PairEvaluator> game = CompletableFuture.supplyAsync(() -> PairEvaluator.of(setup.rules()));
        List<String> names;
        List<Strategy> strategies;
        try {
            TournamentEntries entries = TournamentEntries.read(given, entryFiles, environment.workingDirectory(),
                    setup.rules(), spec -> session.strategy(setup, spec, "an entry"));
            names = entries.names();
            strategies = entries.strategies();
            if (names.size() < 2) {
                throw new HogException("A tournament needs at least two entries, not " + names.size() + "; give"
                        + " strategy specs, table files or folders of them, such as: hog tournament always:4 bacon"
                        + " optimal");
            }
        } catch (RuntimeException e) {
            game.thenAccept(PairEvaluator::close);
            throw e;
        }
        try (PairEvaluator evaluator = laidOut(game)) {
            // A random entry plays as each draw of its choices, and its win rates are the means over them.
            List<List<? extends Strategy>> draws = strategies.stream().<List<? extends Strategy>>map(
                    DrawnStrategy::draws).toList();
            List<Strategy> tables = draws.stream().<Strategy>flatMap(List::stream).toList();
            List<PairEvaluator.Entry> laid = Tournament.lay(evaluator, tables);
            long distinct = laid.stream().distinct().count();
            ProgressBar progress = new ProgressBar(environment.err(), Tournament.pairs((int) distinct),
                    System::nanoTime);
            boolean random = tables.size() > strategies.size();
            Tournament.Result played = Tournament.play(evaluator, random ? tables.stream().map(String::valueOf)
                    .toList() : names, laid, workers, environment.terminal() ? progress : null);
            progress.finish();
            Tournament.Result result = !random ? played
                    : Tournament.ranked(setup.rules(), names, means(played.first(), draws), played.evaluated(),
                            played.seconds());
            report(result, environment);
            strategies.stream().filter(strategy -> !json.json).filter(DrawnStrategy.class::isInstance).map(DrawnStrategy.class::cast)
                    .forEach(drawn -> environment.out().println(drawn + " chooses at random: its win rates are means"
                            + " over " + drawn.draws().size() + " draws of its choices, each played exactly."));
        }
        return 0;
    }

    /**
     * The win rates of the entries from those of their draws: entry i against entry j moving first is the mean over
     * the pairs of their draws, as each game of a random entry plays one draw, drawn afresh.
     */
    private static double[][] means(double[][] first, List<List<? extends Strategy>> draws) {
        int n = draws.size();
        int[] offset = new int[n + 1];
        for (int i = 0; i < n; i++) {
            offset[i + 1] = offset[i] + draws.get(i).size();
        }
        double[][] means = new double[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                double sum = 0;
                for (int a = offset[i]; a < offset[i + 1]; a++) {
                    for (int b = offset[j]; b < offset[j + 1]; b++) {
                        sum += first[a][b];
                    }
                }
                means[i][j] = sum / ((double) (offset[i + 1] - offset[i]) * (offset[j + 1] - offset[j]));
            }
        }
        return means;
    }

    private static PairEvaluator laidOut(CompletableFuture<PairEvaluator> game) {
        try {
            return game.join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof RuntimeException cause) {
                throw cause;
            }
            throw e;
        }
    }

    private void report(Tournament.Result result, Environment environment) {
        PrintWriter out = environment.out();
        double[][] matrix = result.matrix();
        List<String> names = result.names();
        if (csv != null) {
            TournamentFiles.writeCsv(environment.resolve(csv), names, matrix);
        }
        if (plot != null) {
            TournamentFiles.writeSvg(environment.resolve(plot), result);
        }
        if (json.json) {
            out.println(TournamentFiles.json(result));
            return;
        }
        int n = names.size();
        double seconds = result.seconds();
        out.println(String.format(Locale.ROOT, "Tournament under %s: %,d entries, %,d pairs evaluated exactly%s in"
                + " %.2f s (%,.0f pairs per second).", result.rules(), n, result.evaluated(),
                result.evaluated() < Tournament.pairs(n) ? " (identical entries once)" : "", seconds,
                result.evaluated() / Math.max(seconds, 1e-9)));
        out.println();
        out.println("Rank  Wins  Mean win rate  Entry");
        int rank = 0;
        for (int i : result.ranking()) {
            out.println(String.format(Locale.ROOT, "%4d  %4d  %13.6f  %s", ++rank, result.wins(i),
                    result.meanWinRate(i), names.get(i)));
        }
        out.println();
        out.println("Mean win rate of each row's entry against each column's, in the order given:");
        StringBuilder header = new StringBuilder(" ".repeat(6));
        for (int j = 0; j < n; j++) {
            header.append(String.format(Locale.ROOT, " %8s", "#" + (j + 1)));
        }
        out.println(header);
        for (int i = 0; i < n; i++) {
            StringBuilder row = new StringBuilder(String.format(Locale.ROOT, "%6s", "#" + (i + 1)));
            for (int j = 0; j < n; j++) {
                row.append(String.format(Locale.ROOT, " %8.6f", matrix[i][j]));
            }
            out.println(row.append("  ").append(names.get(i)));
        }
        if (csv != null) {
            out.println("Wrote the matrix to " + csv);
        }
        if (plot != null) {
            out.println("Drew the matrix in " + plot);
        }
    }

}
