package dev.hog.runner.io;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import dev.hog.analysis.RegretMap;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.GameState;
import dev.hog.api.rule.MemoryRule;
import dev.hog.api.rule.Rule;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A {@link RegretMap} as {@code hog compare --regret} and the strategy page report it: the total, the costliest states
 * (as JSON and as lines of text, in percentage points) and the map drawn as a heat map by scores.
 */
public final class RegretReport {
    /** The costliest states a report lists. */
    public static final int COSTLIEST = 10;
    /** A regret this small is the solver's rounding, not a choice that costs anything. */
    private static final double NEGLIGIBLE = 1e-12;
    private static final double PERCENT = 100;

    private RegretReport() {
    }

    /**
     * The report as JSON: what the strategy gives away in all, and where it gives away most.
     *
     * @param total the regrets' sum: {@code bestWinRate - winRate}
     * @param bestWinRate the best response's mean win rate against the opponent
     * @param winRate the strategy's
     * @param costliest the states that cost something, the costliest first, at most {@value #COSTLIEST}
     */
    @JsonPropertyOrder({"total", "bestWinRate", "winRate", "costliest"})
    public record Summary(double total, double bestWinRate, double winRate, List<State> costliest) {
    }

    /**
     * One costly state, from the strategy's side, as JSON.
     *
     * @param scores the strategy's score, then the opponent's
     * @param memories what each memory rule remembers of the strategy, then of the opponent, by the rule's name;
     *     absent when no rule remembers anything
     * @param turn the turn number modulo the rules' period; absent when no rule reads it
     * @param extraTurn {@code true} for an extra turn, else absent
     * @param dice the dice the strategy rolls there
     * @param best the dice the best response rolls there
     * @param weight how often a game reaches the state, both seats counting half
     * @param loss the chance the strategy's choice loses there against the best
     * @param regret {@code weight * loss}
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonPropertyOrder({"scores", "memories", "turn", "extraTurn", "dice", "best", "weight", "loss", "regret"})
    public record State(int[] scores, Map<String, int[]> memories, Integer turn, Boolean extraTurn, int dice,
            int best, double weight, double loss, double regret) {
    }

    /**
     * The report of a regret map.
     *
     * @param map the map
     * @return its total, win rates and costliest states
     */
    public static Summary summary(RegretMap map) {
        GameDefinition rules = map.rules();
        List<State> states = costliest(map).stream().map(entry -> {
            GameState state = entry.state();
            Map<String, int[]> memories = new LinkedHashMap<>();
            for (MemoryRule rule : memoryRules(rules)) {
                memories.put(rule.name(), new int[] {rules.memory(state, 0, rule), rules.memory(state, 1, rule)});
            }
            return new State(new int[] {state.score0(), state.score1()}, memories.isEmpty() ? null : memories,
                    rules.turnPeriod() > 1 ? state.turn() : null, state.extraTurn() ? Boolean.TRUE : null,
                    entry.dice(), entry.best(), entry.weight(), entry.loss(), entry.regret());
        }).toList();
        return new Summary(map.total(), map.bestWinRate(), map.winRate(), states);
    }

    /**
     * The report as text: what the strategy gives away in all, then a table of the costliest states, in percentage
     * points.
     *
     * @param map the map
     * @param strategy the strategy's name
     * @param opponent the opponent's name
     * @return the lines
     */
    public static List<String> lines(RegretMap map, String strategy, String opponent) {
        List<String> lines = new ArrayList<>();
        lines.add(String.format(Locale.ROOT, "Regret of %s against %s: %.4f percentage points in all, the best"
                + " response's mean win rate (%.6f) less %s's (%.6f).", strategy, opponent, PERCENT * map.total(),
                map.bestWinRate(), strategy, map.winRate()));
        List<RegretMap.Entry> costliest = costliest(map);
        if (costliest.isEmpty()) {
            lines.add(strategy + " gives nothing away against " + opponent + ": it rolls the best dice wherever a"
                    + " game goes.");
            return lines;
        }
        GameDefinition rules = map.rules();
        List<MemoryRule> memories = memoryRules(rules);
        boolean turns = rules.turnPeriod() > 1;
        boolean extras = costliest.stream().anyMatch(entry -> entry.state().extraTurn());
        lines.add("The " + (costliest.size() == COSTLIEST ? "ten" : costliest.size()) + " costliest states"
                + " (weight: how often a game reaches the state, both seats counting half; loss and regret in"
                + " percentage points):");
        StringBuilder header = new StringBuilder("Score  Opponent");
        memories.forEach(rule -> header.append(String.format(Locale.ROOT, "  %" + memoryWidth(rule) + "s",
                rule.name())));
        header.append(turns ? "  Turn" : "").append(extras ? "  Extra" : "");
        lines.add(header.append("  Dice  Best    Weight      Loss    Regret").toString());
        for (RegretMap.Entry entry : costliest) {
            GameState state = entry.state();
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%5d  %8d", state.score0(),
                    state.score1()));
            for (MemoryRule rule : memories) {
                line.append(String.format(Locale.ROOT, "  %" + memoryWidth(rule) + "s", rules.memory(state, 0, rule)
                        + " and " + rules.memory(state, 1, rule)));
            }
            if (turns) {
                line.append(String.format(Locale.ROOT, "  %4d", state.turn()));
            }
            if (extras) {
                line.append(String.format(Locale.ROOT, "  %5s", state.extraTurn() ? "yes" : "no"));
            }
            lines.add(line.append(String.format(Locale.ROOT, "  %4d  %4d  %8.6f  %8.4f  %8.4f", entry.dice(),
                    entry.best(), entry.weight(), PERCENT * entry.loss(), PERCENT * entry.regret())).toString());
        }
        if (!memories.isEmpty()) {
            lines.add("(A memory column: what the rule remembers of " + strategy + ", and of " + opponent + ".)");
        }
        return lines;
    }

    /**
     * The map drawn by scores: a cell per pair of the strategy's score and the opponent's, its regret summed over
     * what the rules remember and the turn, in percentage points, white at 0 and deepest at the costliest pair.
     *
     * @param map the map
     * @param strategy the strategy's name
     * @param opponent the opponent's name
     * @return the heat map
     */
    public static HeatMapSvg heatMap(RegretMap map, String strategy, String opponent) {
        double[][] byScores = map.byScores();
        double max = 0;
        for (double[] row : byScores) {
            for (int column = 0; column < row.length; column++) {
                row[column] *= PERCENT;
                max = Math.max(max, row[column]);
            }
        }
        String title = String.format(Locale.ROOT, "Regret of %s against %s, %s: %.2f percentage points in all",
                strategy, opponent, map.rules(), PERCENT * map.total());
        List<String> notes = new ArrayList<>(List.of("Each cell: the chance " + strategy + " gives away there against"
                + " the best choice, weighted by how often a game reaches it (both seats counting half).",
                String.format(Locale.ROOT, "The cells add up to the total: the best response's mean win rate (%.6f)"
                        + " less %s's (%.6f).", map.bestWinRate(), strategy, map.winRate())));
        if (!memoryRules(map.rules()).isEmpty() || map.rules().turnPeriod() > 1) {
            notes.add("A cell sums the states of its scores, whatever the rules remember and the turn.");
        }
        return new HeatMapSvg(title, strategy + "'s score", "opponent's score", byScores,
                new HeatMapSvg.Continuous(max, "percentage points"), notes);
    }

    private static List<RegretMap.Entry> costliest(RegretMap map) {
        return map.costliest(COSTLIEST).stream().filter(entry -> entry.regret() > NEGLIGIBLE).toList();
    }

    private static List<MemoryRule> memoryRules(GameDefinition rules) {
        List<MemoryRule> memories = new ArrayList<>();
        for (Rule rule : rules.rules()) {
            if (rule instanceof MemoryRule memory && memory.memorySize() > 1) {
                memories.add(memory);
            }
        }
        return memories;
    }

    /** Wide enough for the rule's name and its two memories. */
    private static int memoryWidth(MemoryRule rule) {
        int digits = String.valueOf(rule.memorySize() - 1).length();
        return Math.max(rule.name().length(), 2 * digits + 5);
    }
}
