package dev.hog.analysis;

import dev.hog.api.API;
import dev.hog.api.EngineLimitException;
import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Strategy;
import dev.hog.api.play.Dice;
import dev.hog.api.play.Match;
import dev.hog.api.play.TurnRecord;
import dev.hog.api.rule.Effect;
import dev.hog.api.rule.Rule;
import dev.hog.api.ruleset.Ruleset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.IntConsumer;

/**
 * What a rule designer asks of a ruleset as it is configured, answered in one report, exactly wherever the solver
 * can: the game's value and the goal nearest to fair; how much skill matters (the optimal strategy against the
 * baseline, the best {@code always:N} and each named strategy); how long a game between optimal players lasts; and
 * each rule's weight, the value without it and how often it fires in a game between optimal players.
 *
 * <p>Lengths and firings come from the {@link GameChain} of optimal play, exact; a game too large for a chain is
 * simulated instead, and the report says so and gives the simulation's interval.
 */
@API(status = API.Status.EXPERIMENTAL, since = "2.0")
public final class RulesetAnalysis {
    /** The goals the fairest goal is sought among, by default. */
    public static final int MIN_GOAL = 20;
    /** The last goal the fairest goal is sought among, by default. */
    public static final int MAX_GOAL = 200;
    /** The games simulated when a game is too large for a chain. */
    static final int SIMULATED_GAMES = 200_000;

    private RulesetAnalysis() {
    }

    /** Which strategy a {@link Matchup} measures the optimal strategy against. */
    public enum Opponent {
        /** The ruleset's baseline. */
        BASELINE,
        /** The {@code always:N} the optimal strategy beats least often, among those the rules allow in every state. */
        BEST_ALWAYS,
        /** One of the ruleset's named strategies. */
        NAMED
    }

    /**
     * A strategy's result against the optimal strategy.
     *
     * @param opponent which strategy it is
     * @param strategy the strategy, as its spec
     * @param optimalWinRate the optimal strategy's exact win rate against it, averaged over both seats
     * @param first the optimal strategy's chance when it moves first
     * @param second its chance when the other strategy moves first
     */
    public record Matchup(Opponent opponent, String strategy, double optimalWinRate, double first, double second) {
    }

    /**
     * A rule's weight in the game.
     *
     * @param rule the rule's name
     * @param option the option that switches it, as {@code name=value}, if one does
     * @param valueWithout the game's value with the rule taken out, every other rule as it is; NaN when that game
     *     cannot be solved
     * @param unsolved why the game without the rule cannot be solved, if it cannot: without Free Bacon, say, players
     *     may stall by rolling no dice for nothing, and value iteration does not settle
     * @param firings the expected number of turns on which the rule fires in a game between optimal players
     * @param firingsError the half-width of the 95% interval of {@code firings} when it was simulated; 0 when exact
     */
    public record RuleWeight(String rule, Optional<String> option, double valueWithout, Optional<String> unsolved,
            double firings, double firingsError) {
    }

    /**
     * The report.
     *
     * @param rules the game analysed
     * @param value the first mover's chance of winning when both play optimally
     * @param minGoal the first goal of {@code valueByGoal}
     * @param valueByGoal the value at each goal from {@code minGoal}
     * @param fairGoal the goal whose value is nearest one half
     * @param skill the optimal strategy against the baseline, the best {@code always:N} that the rules allow in every
     *     state (if one is) and each named strategy
     * @param expectedTurns the expected number of turns of a game between optimal players
     * @param lengthDistribution the chance that such a game ends on each turn (index 0 is 0)
     * @param exact whether lengths and firings are exact (from the chain) rather than simulated
     * @param lengthError the half-width of the 95% interval of {@code expectedTurns} when simulated; 0 when exact
     * @param weights each rule's weight, in the order of the rules
     * @param optimal the optimal strategy
     */
    public record Report(GameDefinition rules, double value, int minGoal, double[] valueByGoal, int fairGoal,
            List<Matchup> skill, double expectedTurns, double[] lengthDistribution, boolean exact, double lengthError,
            List<RuleWeight> weights, StrategyTable optimal) {
        /**
         * The value at a goal of the range.
         *
         * @param goal the goal
         * @return the first mover's chance under optimal play
         */
        public double valueAt(int goal) {
            return valueByGoal[goal - minGoal];
        }
    }

    /**
     * Analyses a game over the default range of goals.
     *
     * @param ruleset the ruleset the game comes from, for its named strategies and the options that switch its rules
     * @param rules the game as configured
     * @param solver the solver
     * @return the report
     * @throws HogException if the game is too large to solve
     */
    public static Report analyse(Ruleset ruleset, GameDefinition rules, Solver solver) {
        return analyse(ruleset, rules, solver, MIN_GOAL, MAX_GOAL, goal -> { });
    }

    /**
     * Analyses a game.
     *
     * @param ruleset the ruleset the game comes from
     * @param rules the game as configured
     * @param solver the solver, for the configured game
     * @param minGoal the first goal the fairest goal is sought among, at least 1
     * @param maxGoal the last, at least {@code minGoal}
     * @param goalSolved told of each goal of the range once its value is known, for progress
     * @return the report
     * @throws HogException if the game is too large to solve
     * @throws IllegalArgumentException if the goals are out of order
     */
    public static Report analyse(Ruleset ruleset, GameDefinition rules, Solver solver, int minGoal, int maxGoal,
            IntConsumer goalSolved) {
        if (minGoal < 1 || maxGoal < minGoal) {
            throw new IllegalArgumentException("goals from " + minGoal + " to " + maxGoal);
        }
        Objects.requireNonNull(goalSolved, "goalSolved");
        Solution solution = solver.optimal(rules);
        StrategyTable optimal = solution.strategy();

        double[] byGoal = new double[maxGoal - minGoal + 1];
        int fair = minGoal;
        for (int goal = minGoal; goal <= maxGoal; goal++) {
            if (goal == rules.goal()) {
                byGoal[goal - minGoal] = solution.value();
            } else {
                // A solver per goal: the tables of 180 goals are not kept.
                try (Solver once = new Solver()) {
                    byGoal[goal - minGoal] = once.optimal(rules.withGoal(goal)).value();
                }
            }
            if (Math.abs(byGoal[goal - minGoal] - 0.5) < Math.abs(byGoal[fair - minGoal] - 0.5)) {
                fair = goal;
            }
            goalSolved.accept(goal);
        }

        List<Matchup> skill = new ArrayList<>();
        skill.add(matchup(solver, rules, optimal, ruleset.baseline(), Opponent.BASELINE));
        Matchup bestAlways = null;
        for (int dice = 0; dice <= rules.maxDice(); dice++) {
            if (!solver.choosesLegally(rules, Strategy.alwaysRoll(dice))) {
                continue;
            }
            Matchup always = matchup(solver, rules, optimal, Strategy.alwaysRoll(dice), Opponent.BEST_ALWAYS);
            if (bestAlways == null || always.optimalWinRate() < bestAlways.optimalWinRate()) {
                bestAlways = always;
            }
        }
        if (bestAlways != null) {
            skill.add(bestAlways);
        }
        ruleset.strategies().forEach(named -> skill.add(matchup(solver, rules, optimal, named.create(), Opponent.NAMED)));

        Play play = play(rules, optimal);
        List<RuleWeight> weights = new ArrayList<>();
        for (Rule rule : rules.rules()) {
            List<Rule> others = new ArrayList<>(rules.rules());
            others.remove(rule);
            GameDefinition without = GameDefinition.of(rules.rulesetId(), rules.options(), others, rules.goal(),
                    rules.maxDice(), rules.sides());
            double value = Double.NaN;
            Optional<String> unsolved = Optional.empty();
            try (Solver once = new Solver()) {
                value = once.optimal(without).value();
            } catch (HogException | EngineLimitException notSolvable) {
                unsolved = Optional.of(notSolvable.getMessage());
            }
            weights.add(new RuleWeight(rule.name(), ruleset.condition(rule), value, unsolved,
                    play.firings().getOrDefault(rule.name(), 0.0), play.firingsError().getOrDefault(rule.name(), 0.0)));
        }
        return new Report(rules, solution.value(), minGoal, byGoal, fair, List.copyOf(skill), play.turns(),
                play.length(), play.exact(), play.turnsError(), List.copyOf(weights), optimal);
    }

    private static Matchup matchup(Solver solver, GameDefinition rules, Strategy optimal, Strategy other,
            Opponent opponent) {
        ExactWinRate rate = solver.winRate(rules, optimal, other);
        return new Matchup(opponent, other.toString(), rate.mean(), rate.first(), rate.second());
    }

    /** A game between optimal players: from the chain when it fits, else simulated. */
    private record Play(double turns, double turnsError, double[] length, Map<String, Double> firings,
            Map<String, Double> firingsError, boolean exact) {
    }

    private static Play play(GameDefinition rules, Strategy optimal) {
        try {
            GameChain chain = GameChain.between(rules, optimal, optimal);
            return new Play(chain.expectedTurns(), 0, chain.lengthDistribution(), chain.firings(), Map.of(), true);
        } catch (HogException | EngineLimitException notExact) {
            return simulate(rules, optimal);
        }
    }

    /** Games played by the engine with fair dice, their mean length and firings with 95% intervals. */
    static Play simulate(GameDefinition rules, Strategy optimal) {
        Dice dice = Dice.fair(20_261_124L);
        Map<String, double[]> counts = new LinkedHashMap<>();
        List<Double> lengths = new ArrayList<>();
        double turns = 0;
        double squares = 0;
        for (int game = 0; game < SIMULATED_GAMES; game++) {
            Match match = Match.builder(rules).players(optimal, optimal).dice(dice).build();
            match.play();
            int length = match.turns().size();
            while (lengths.size() <= length) {
                lengths.add(0.0);
            }
            lengths.set(length, lengths.get(length) + 1.0 / SIMULATED_GAMES);
            turns += length;
            squares += (double) length * length;
            Map<String, Integer> fired = new HashMap<>();
            for (TurnRecord turn : match.turns()) {
                turn.effects().stream().map(Effect::rule).distinct().forEach(rule -> fired.merge(rule, 1, Integer::sum));
            }
            fired.forEach((rule, count) -> {
                double[] sums = counts.computeIfAbsent(rule, name -> new double[2]);
                sums[0] += count;
                sums[1] += (double) count * count;
            });
        }
        Map<String, Double> firings = new LinkedHashMap<>();
        Map<String, Double> errors = new LinkedHashMap<>();
        counts.forEach((rule, sums) -> {
            firings.put(rule, sums[0] / SIMULATED_GAMES);
            errors.put(rule, interval(sums[0], sums[1]));
        });
        return new Play(turns / SIMULATED_GAMES, interval(turns, squares),
                lengths.stream().mapToDouble(Double::doubleValue).toArray(), firings, errors, false);
    }

    private static double interval(double sum, double squares) {
        double mean = sum / SIMULATED_GAMES;
        return 1.96 * Math.sqrt(Math.max(0, squares / SIMULATED_GAMES - mean * mean) / SIMULATED_GAMES);
    }
}
