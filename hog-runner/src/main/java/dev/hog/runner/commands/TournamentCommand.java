package dev.hog.runner.commands;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import dev.hog.analysis.PairEvaluator;
import dev.hog.analysis.Tournament;
import dev.hog.api.HogException;
import dev.hog.api.Strategy;
import dev.hog.runner.Environment;
import dev.hog.runner.Hog;
import dev.hog.runner.Setup;
import dev.hog.runner.io.Json;
import dev.hog.runner.io.ProgressBar;
import dev.hog.runner.io.TournamentFiles;
import dev.hog.runner.strategy.TableFiles;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/** {@code hog tournament}: an exact round robin, as the course's strategy contest. */
@Command(name = "tournament", description = {"Plays an exact round robin of strategies, as the course's contest does.",
        "Every entry meets every other in both seats, exactly; entries rank by the number they beat (a mean win rate",
        "above 0.500001), then by their mean win rate. An entry is a strategy spec (always:4, bacon:cutoff=9, optimal,",
        "table:FILE), a table file (CSV, or the contest's JSON 100 x 100 array), or a folder of table files, one entry",
        "per file, named by the file's name. Entries that choose alike everywhere are evaluated once."})
public final class TournamentCommand implements Callable<Integer> {
    @ParentCommand
    private Hog hog;

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

    @Override
    public Integer call() {
        Environment environment = hog.environment();
        Setup setup = choice.rules(hog, goal);
        int workers = threads.threads();
        if (plot != null && !plot.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".svg")) {
            throw new HogException("--plot draws SVG; give a file ending in .svg, not " + plot);
        }
        if (csv != null) {
            TournamentFiles.checkWritable(environment.resolve(csv));
        }
        if (plot != null) {
            TournamentFiles.checkWritable(environment.resolve(plot));
        }
        List<String> names = new ArrayList<>();
        List<Strategy> strategies = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        for (String entry : given) {
            Path path = environment.resolve(Path.of(entry));
            if (!entry.contains(":") && Files.exists(path)) {
                tables(path, setup, names, strategies, problems);
            } else if (!entry.contains(":") && (entry.contains("/") || entry.contains(java.io.File.separator)
                    || entry.matches(".*\\.(csv|json|txt)"))) {
                problems.add(entry + ": no such file or folder");
            } else {
                try {
                    strategies.add(hog.strategy(setup, entry, "ENTRY"));
                    names.add(entry);
                } catch (HogException e) {
                    problems.add(e.getMessage());
                }
            }
        }
        for (Path file : entryFiles) {
            Path path = environment.resolve(file);
            if (!Files.exists(path)) {
                problems.add("--entries " + file + ": no such file or folder");
            } else {
                tables(path, setup, names, strategies, problems);
            }
        }
        if (!problems.isEmpty()) {
            throw new HogException(String.join("\nhog: ", problems));
        }
        if (names.size() < 2) {
            throw new HogException("A tournament needs at least two entries, not " + names.size() + "; give strategy"
                    + " specs, table files or folders of them, such as: hog tournament always:4 bacon optimal");
        }
        try (PairEvaluator evaluator = PairEvaluator.of(setup.rules())) {
            List<PairEvaluator.Entry> laid = strategies.stream().map(evaluator::entry).toList();
            long distinct = laid.stream().distinct().count();
            ProgressBar progress = new ProgressBar(environment.err(), Tournament.pairs((int) distinct),
                    System::nanoTime);
            Tournament.Result result = Tournament.run(evaluator, names, strategies, workers,
                    environment.terminal() ? progress : null);
            progress.finish();
            report(result, environment);
        }
        return 0;
    }

    /** A table file is one entry; a folder is one per file in it, in the order of their names. */
    private void tables(Path path, Setup setup, List<String> names, List<Strategy> strategies, List<String> problems) {
        List<Path> files;
        if (Files.isDirectory(path)) {
            try (Stream<Path> listed = Files.list(path)) {
                files = listed.filter(Files::isRegularFile)
                        .filter(file -> !file.getFileName().toString().startsWith(".")).sorted().toList();
            } catch (IOException e) {
                problems.add(path + ": cannot list the folder: " + e.getMessage());
                return;
            }
            if (files.isEmpty()) {
                problems.add(path + ": the folder holds no table files");
            }
        } else {
            files = List.of(path);
        }
        for (Path file : files) {
            String name = file.getFileName().toString();
            try {
                strategies.add(TableFiles.read(file, name, setup.rules()));
                names.add(name);
            } catch (HogException e) {
                problems.add(e.getMessage());
            }
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
            Map<String, String> options = result.rules().options().asMap();
            out.println(Json.line(new Report(result.rules().ruleset().id(), options, result.rules().goal(), names,
                    matrix, result.first(), result.ranking().stream().map(names::get).toList(), result.seconds())));
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

    /** {@code --json}: the tournament in one object. */
    @JsonPropertyOrder({"ruleset", "options", "goal", "entries", "matrix", "first", "ranking", "seconds"})
    private record Report(String ruleset, Map<String, String> options, int goal, List<String> entries,
            double[][] matrix, double[][] first, List<String> ranking, double seconds) {
    }
}
