package dev.hog.runner;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import dev.hog.analysis.Solver;
import dev.hog.analysis.StrategyTable;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.play.Dice;
import dev.hog.api.play.Match;
import dev.hog.api.play.TurnRecord;
import dev.hog.api.rule.Effect;
import dev.hog.api.ruleset.RuleDefinition;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.runner.io.Json;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import java.util.stream.StreamSupport;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code hog analyze} against the other commands and the engine: its value is {@code hog solve}'s, each rule's value
 * without it is {@code hog solve}'s of the ruleset with the rule switched off or of the house ruleset without it, and
 * the exact length and firings agree with games of optimal play that the engine plays with fair dice.
 */
class AnalyzeCommandTest {
    private static final Plugins PLUGINS = Plugins.load(null);
    /**
     * The reports of {@code hog analyze} and {@code hog solve} on built-in rulesets, by their arguments: a run that
     * two tests read is made once (su20's analysis re-solves it without each rule, Free Bacon's unsettled sweeps
     * among them), and each test checks its own figures of the same report.
     */
    private static final Map<List<String>, JsonNode> RUNS = new ConcurrentHashMap<>();

    @TempDir
    Path folder;

    private static JsonNode json(HogCli.Result result) throws IOException {
        assertThat(result.exitCode()).as(result.err()).isZero();
        return Json.mapper().readTree(result.out());
    }

    /** A run of the command that reads no file, made once whichever test asks first. */
    private static synchronized JsonNode once(HogCli cli, List<String> args) throws IOException {
        JsonNode known = RUNS.get(args);
        if (known == null) {
            known = json(cli.run(args.toArray(String[]::new)));
            RUNS.put(List.copyOf(args), known);
        }
        return known;
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(delimiter = '|', textBlock = """
            su20 | feral-hogs=false | 20..200
            su20 |                  | 99..101
            sp24 |                  | 90..110
            """)
    void theValueAndEachRulesWeightAreWhatSolveSays(String id, String set, String goals) throws IOException {
        HogCli cli = new HogCli(folder);
        List<String> options = set == null ? List.of() : List.of("--set", set);
        List<String> analyze = new ArrayList<>(List.of("analyze", "--ruleset", id, "--goals", goals, "--json"));
        analyze.addAll(options);
        JsonNode report = once(cli, analyze);
        List<String> solve = new ArrayList<>(List.of("solve", "--ruleset", id, "--json"));
        solve.addAll(options);
        JsonNode solved = once(cli, solve);

        assertThat(report.get("value").doubleValue()).isEqualTo(solved.get("value").doubleValue());
        JsonNode byGoal = report.get("valueByGoal");
        int from = byGoal.get("from").intValue();
        assertThat(byGoal.get("values").get(100 - from).doubleValue()).isEqualTo(solved.get("value").doubleValue());
        int fair = report.get("fairGoal").intValue();
        for (JsonNode value : byGoal.get("values")) {
            assertThat(Math.abs(value.doubleValue() - 0.5)).isGreaterThanOrEqualTo(
                    Math.abs(byGoal.get("values").get(fair - from).doubleValue() - 0.5));
        }
        assertThat(report.get("skill").get(0).get("optimalWinRate").doubleValue())
                .isEqualTo(solved.get("winRates").get(0).get("mean").doubleValue());

        Ruleset ruleset = PLUGINS.registry().get(id);
        Files.createDirectories(folder.resolve("rulesets"));
        List<String> inForce = StreamSupport.stream(report.get("rules").spliterator(), false)
                .map(rule -> id + "/" + RuleDefinition.idOf(rule.get("rule").textValue())).toList();
        for (JsonNode rule : report.get("rules")) {
            String without = id + "/" + RuleDefinition.idOf(rule.get("rule").textValue());
            Files.writeString(folder.resolve("rulesets").resolve("without.yaml"), "id: without\nrules: ["
                    + inForce.stream().filter(other -> !other.equals(without)).collect(Collectors.joining(", "))
                    + "]\nbaseline: " + ruleset.baseline() + "\n");
            HogCli.Result house = cli.run("solve", "--rulesets", "rulesets", "--ruleset", "without", "--json");
            if (rule.has("unsolved")) {
                assertThat(house.exitCode()).as(without).isNotZero();
                assertThat(rule.get("unsolved").textValue()).contains("did not settle");
                assertThat(house.err()).contains("did not settle");
                continue;
            }
            assertThat(rule.get("valueWithout").doubleValue()).as(without)
                    .isEqualTo(json(house).get("value").doubleValue());
            if (rule.has("option") && rule.get("option").textValue().endsWith("=true")) {
                String option = rule.get("option").textValue().replace("=true", "=false");
                List<String> off = new ArrayList<>(solve);
                off.addAll(List.of("--set", option));
                assertThat(rule.get("valueWithout").doubleValue()).as(option)
                        .isEqualTo(once(cli, off).get("value").doubleValue());
            }
        }
    }

    /**
     * The length and firings of the report at the ruleset's goal, which the range of goals does not change: the same
     * runs of {@code hog analyze} as {@link #theValueAndEachRulesWeightAreWhatSolveSays}, su20 with Feral Hogs by
     * default.
     */
    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(delimiter = '|', textBlock = """
            su20 | feral-hogs=false | 20..200
            su20 |                  | 99..101
            sp24 | update=sus       | 100..100
            """)
    void theExactLengthAndFiringsAgreeWithGamesOfOptimalPlay(String id, String set, String goals) throws IOException {
        List<String> analyze = new ArrayList<>(List.of("analyze", "--ruleset", id, "--goals", goals, "--json"));
        Map<String, String> options = Map.of();
        if (set != null) {
            analyze.addAll(List.of("--set", set));
            options = Map.of(set.split("=")[0], set.split("=")[1]);
        }
        JsonNode report = once(new HogCli(folder), analyze);
        GameDefinition rules = PLUGINS.registry().get(id).game(options);
        assertThat(report.get("goal").intValue()).isEqualTo(rules.goal());
        if (set == null) {
            assertThat(rules.options().asMap()).containsEntry("feral-hogs", "true");
        }
        StrategyTable optimal;
        try (Solver solver = new Solver()) {
            optimal = solver.optimal(rules).strategy();
        }
        int games = 40_000;
        Dice dice = Dice.fair(2026);
        double[] turns = new double[2];
        Map<String, double[]> fired = new HashMap<>();
        for (int game = 0; game < games; game++) {
            Match match = Match.builder(rules).players(optimal, optimal).dice(dice).build();
            match.play();
            turns[0] += match.turns().size();
            turns[1] += Math.pow(match.turns().size(), 2);
            Map<String, Integer> counts = new HashMap<>();
            for (TurnRecord turn : match.turns()) {
                turn.effects().stream().map(Effect::rule).distinct().forEach(rule -> counts.merge(rule, 1,
                        Integer::sum));
            }
            counts.forEach((rule, count) -> {
                double[] sums = fired.computeIfAbsent(rule, name -> new double[2]);
                sums[0] += count;
                sums[1] += (double) count * count;
            });
        }
        JsonNode length = report.get("length");
        assertThat(length.get("exact").booleanValue()).isTrue();
        assertThat(length.get("expected").doubleValue()).isCloseTo(turns[0] / games, within(5 * error(turns, games)));
        double total = 0;
        for (JsonNode chance : length.get("distribution")) {
            total += chance.doubleValue();
        }
        assertThat(total).isCloseTo(1, within(1e-12));
        for (JsonNode rule : report.get("rules")) {
            double[] sums = fired.getOrDefault(rule.get("rule").textValue(), new double[2]);
            assertThat(rule.get("firings").doubleValue()).as(rule.get("rule").textValue())
                    .isCloseTo(sums[0] / games, within(5 * error(sums, games) + 1e-9));
        }
    }

    private static double error(double[] sums, int games) {
        double mean = sums[0] / games;
        return Math.sqrt(Math.max(0, sums[1] / games - mean * mean) / games);
    }

    @Test
    void thePlotsAreSvgAndTheTextSaysEveryFigure() throws Exception {
        HogCli cli = new HogCli(folder);
        Files.createDirectories(folder.resolve("plots"));
        HogCli.Result result = cli.run("analyze", "--ruleset", "sp24", "--goals", "95..105", "--plot", "plots");

        assertThat(result.exitCode()).as(result.err()).isZero();
        assertThat(result.out()).contains("Value: the first mover wins 0.569240", "Fairest goal from 95 to 105:",
                "against the baseline, always:6", "against the best always:N, always:", "turns on average (exact)",
                "Sow Sad", "Boar Brawl", "Sus Fuss (update=sus)", "Wrote value-by-goal.svg, length.svg, strategy.svg to plots.");
        for (String plot : List.of("value-by-goal.svg", "length.svg", "strategy.svg")) {
            var document = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                    .parse(folder.resolve("plots").resolve(plot).toFile());
            assertThat(document.getDocumentElement().getTagName()).isEqualTo("svg");
        }
        assertThat(Files.readString(folder.resolve("plots/value-by-goal.svg"))).contains("<polyline");
        assertThat(Files.readString(folder.resolve("plots/length.svg"))).contains("<rect class=\"bar\"");
    }
}
