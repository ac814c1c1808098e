package dev.hog.runner.io;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import dev.hog.analysis.RulesetAnalysis.Matchup;
import dev.hog.analysis.RulesetAnalysis.Report;
import dev.hog.analysis.RulesetAnalysis.RuleWeight;
import dev.hog.analysis.StrategyTable;
import dev.hog.api.game.GameDefinition;
import dev.hog.json.OutputFiles;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.IntStream;

/** The rule designer's report, as {@code hog analyze} and hog serve's page give it: text, JSON and SVG plots. */
public final class AnalysisReports {
    /** The file of the plot of the value by goal. */
    public static final String VALUE_BY_GOAL = "value-by-goal.svg";
    /** The file of the plot of a game's length. */
    public static final String LENGTH = "length.svg";
    /** The file of the optimal strategy's heat map. */
    public static final String STRATEGY = "strategy.svg";
    /** The plots {@code --plot} writes. */
    public static final List<String> PLOTS = List.of(VALUE_BY_GOAL, LENGTH, STRATEGY);

    private AnalysisReports() {
    }

    /**
     * The report for people.
     *
     * @param report the report
     * @return the lines, each ending with a line break
     */
    public static String text(Report report) {
        StringBuilder text = new StringBuilder();
        GameDefinition rules = report.rules();
        line(text, "%s", rules);
        line(text, "Value: the first mover wins %.6f when both play optimally.", report.value());
        line(text, "Fairest goal from %d to %d: %d, where the first mover wins %.6f.", report.minGoal(),
                report.minGoal() + report.valueByGoal().length - 1, report.fairGoal(),
                report.valueAt(report.fairGoal()));
        line(text, "Skill: the optimal strategy's exact win rate (mean of both seats; moving first, second):");
        List<Matchup> skill = report.skill();
        int width = skill.stream().mapToInt(matchup -> label(matchup).length()).max().orElse(0);
        for (Matchup matchup : skill) {
            line(text, "  against %-" + width + "s  %.6f  (%.6f, %.6f)", label(matchup), matchup.optimalWinRate(),
                    matchup.first(), matchup.second());
        }
        double[] length = report.lengthDistribution();
        line(text, "Length of a game between optimal players: %.3f turns on average%s; half end by turn %d, 90%% by"
                + " turn %d, 99%% by turn %d.", report.expectedTurns(), report.exact() ? " (exact)"
                : String.format(Locale.ROOT, " ± %.3f (simulated, 95%% interval)", report.lengthError()),
                quantile(length, 0.5), quantile(length, 0.9), quantile(length, 0.99));
        line(text, "Rules: the value without each, and the turns it fires on per game between optimal players%s:",
                report.exact() ? " (exact)" : " (simulated, 95% intervals)");
        int names = report.weights().stream().mapToInt(weight -> name(weight).length()).max().orElse(0);
        for (RuleWeight weight : report.weights()) {
            String without = weight.unsolved().isPresent() ? "value without: not solvable"
                    : String.format(Locale.ROOT, "value without %.6f (%+.6f)", weight.valueWithout(),
                            weight.valueWithout() - report.value());
            line(text, "  %-" + names + "s  %-36s  fires %.4f%s per game", name(weight), without, weight.firings(),
                    report.exact() ? "" : String.format(Locale.ROOT, " ± %.4f", weight.firingsError()));
        }
        report.weights().stream().filter(weight -> weight.unsolved().isPresent()).forEach(weight -> line(text,
                "  Without %s: %s.", weight.rule(), weight.unsolved().get()));
        return text.toString();
    }

    /**
     * The report as JSON: every figure, and the optimal strategy's dice by both scores.
     *
     * @param rulesetId the ruleset's id
     * @param report the report
     * @return the value to write as JSON
     */
    public static Object json(String rulesetId, Report report) {
        GameDefinition rules = report.rules();
        List<Skill> skill = IntStream.range(0, report.skill().size()).mapToObj(i -> {
            Matchup matchup = report.skill().get(i);
            return new Skill(matchup.strategy(), switch (matchup.opponent()) {
                case BASELINE -> "baseline";
                case BEST_ALWAYS -> "best-always";
                case NAMED -> "named";
            },
                    matchup.optimalWinRate(), matchup.first(), matchup.second());
        }).toList();
        List<Weight> weights = report.weights().stream().map(weight -> new Weight(weight.rule(),
                weight.option().orElse(null), weight.unsolved().isPresent() ? null : weight.valueWithout(),
                weight.unsolved().orElse(null), weight.firings(), report.exact() ? null : weight.firingsError()))
                .toList();
        return new Document(rulesetId, rules.options().asMap(), rules.goal(), report.value(), report.fairGoal(),
                new ByGoal(report.minGoal(), report.valueByGoal()), skill,
                new Length(report.expectedTurns(), report.exact(), report.exact() ? null : report.lengthError(),
                        report.lengthDistribution()), weights, dice(report.optimal(), rules.goal()));
    }

    /**
     * Writes the plots into a folder.
     *
     * @param folder the folder
     * @param report the report
     */
    public static void writePlots(Path folder, Report report) {
        OutputFiles.write(folder.resolve(VALUE_BY_GOAL), out -> out.write(valueByGoal(report)));
        OutputFiles.write(folder.resolve(LENGTH), out -> out.write(length(report)));
        OutputFiles.write(folder.resolve(STRATEGY), out -> out.write(strategy(report)));
    }

    /**
     * The optimal strategy's dice at every pair of scores, as an SVG heat map (at the rules' first memory and turn).
     *
     * @param report the report
     * @return the SVG document
     */
    public static String strategy(Report report) {
        GameDefinition rules = report.rules();
        int[][] dice = dice(report.optimal(), rules.goal());
        double[][] grid = new double[dice.length][];
        for (int score = 0; score < dice.length; score++) {
            grid[score] = Arrays.stream(dice[score]).asDoubleStream().toArray();
        }
        return new HeatMapSvg("The optimal strategy: " + rules, "the mover's score", "the opponent's score", grid,
                HeatMapSvg.Dice.of(rules), List.of()).svg();
    }

    /**
     * The value at each goal, as an SVG line chart with one half marked and the fairest goal.
     *
     * @param report the report
     * @return the SVG document
     */
    public static String valueByGoal(Report report) {
        return ChartSvg.line("The first mover's chance under optimal play, by goal: " + report.rules().rulesetId(),
                "goal", "value", report.minGoal(), report.valueByGoal(), 0.5, report.fairGoal());
    }

    /**
     * The distribution of a game's length between optimal players, as an SVG bar chart.
     *
     * @param report the report
     * @return the SVG document
     */
    public static String length(Report report) {
        return ChartSvg.bars(String.format(Locale.ROOT, "Turns in a game between optimal players: %s, %.2f on"
                + " average", report.rules().rulesetId(), report.expectedTurns()), "turns", "chance",
                report.lengthDistribution());
    }

    private static int[][] dice(StrategyTable optimal, int goal) {
        int[][] dice = new int[goal][goal];
        for (int score = 0; score < goal; score++) {
            for (int opponent = 0; opponent < goal; opponent++) {
                dice[score][opponent] = optimal.numRolls(score, opponent);
            }
        }
        return dice;
    }

    /** A matchup in words: the report lists the baseline first, then the best always:N, then the named strategies. */
    private static String label(Matchup matchup) {
        return switch (matchup.opponent()) {
            case BASELINE -> "the baseline, " + matchup.strategy();
            case BEST_ALWAYS -> "the best always:N, " + matchup.strategy();
            case NAMED -> matchup.strategy();
        };
    }

    private static String name(RuleWeight weight) {
        return weight.rule() + weight.option().map(option -> " (" + option + ")").orElse("");
    }

    /** The first number of turns by which at least this share of games has ended. */
    private static int quantile(double[] length, double share) {
        double sum = 0;
        for (int turns = 0; turns < length.length; turns++) {
            sum += length[turns];
            if (sum >= share - 1e-12) {
                return turns;
            }
        }
        return length.length - 1;
    }

    private static void line(StringBuilder text, String format, Object... values) {
        text.append(String.format(Locale.ROOT, format, values)).append('\n');
    }

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonPropertyOrder({"ruleset", "options", "goal", "value", "fairGoal", "valueByGoal", "skill", "length", "rules",
            "optimal"})
    private record Document(String ruleset, Map<String, String> options, int goal, double value, int fairGoal,
            ByGoal valueByGoal, List<Skill> skill, Length length, List<Weight> rules, int[][] optimal) {
    }

    private record ByGoal(int from, double[] values) {
    }

    @JsonPropertyOrder({"strategy", "kind", "optimalWinRate", "first", "second"})
    private record Skill(String strategy, String kind, double optimalWinRate, double first, double second) {
    }

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonPropertyOrder({"expected", "exact", "error", "distribution"})
    private record Length(double expected, boolean exact, Double error, double[] distribution) {
    }

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonPropertyOrder({"rule", "option", "valueWithout", "unsolved", "firings", "firingsError"})
    private record Weight(String rule, String option, Double valueWithout, String unsolved, double firings,
            Double firingsError) {
    }
}
