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
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Queue;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentLinkedQueue;
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
     * <p>Immutable and thread-safe. Only {@link RulesetAnalysis} makes matchups. Two are equal when all their parts
     * are, the chances compared as {@link Double#compare} compares them.
     */
    public static final class Matchup {
        private final Opponent opponent;
        private final String strategy;
        private final double optimalWinRate;
        private final double first;
        private final double second;

        private Matchup(Opponent opponent, String strategy, double optimalWinRate, double first, double second) {
            this.opponent = Objects.requireNonNull(opponent, "opponent");
            this.strategy = Objects.requireNonNull(strategy, "strategy");
            this.optimalWinRate = optimalWinRate;
            this.first = first;
            this.second = second;
        }

        /**
         * Which strategy the optimal strategy meets.
         *
         * @return the kind of opponent
         */
        public Opponent opponent() {
            return opponent;
        }

        /**
         * The strategy met.
         *
         * @return the strategy, as its spec
         */
        public String strategy() {
            return strategy;
        }

        /**
         * The optimal strategy's win rate against it.
         *
         * @return the exact win rate, averaged over both seats
         */
        public double optimalWinRate() {
            return optimalWinRate;
        }

        /**
         * The optimal strategy's chance when it moves first.
         *
         * @return the chance
         */
        public double first() {
            return first;
        }

        /**
         * The optimal strategy's chance when the other strategy moves first.
         *
         * @return the chance
         */
        public double second() {
            return second;
        }

        /**
         * Whether another object is a matchup with the same opponent, strategy and chances.
         *
         * @param other the object to compare with
         * @return {@code true} if it is an equal matchup
         */
        @Override
        public boolean equals(Object other) {
            return other instanceof Matchup that && opponent == that.opponent && strategy.equals(that.strategy)
                    && Double.compare(optimalWinRate, that.optimalWinRate) == 0
                    && Double.compare(first, that.first) == 0 && Double.compare(second, that.second) == 0;
        }

        /**
         * A hash of every part, consistent with {@link #equals(Object)}.
         *
         * @return the hash
         */
        @Override
        public int hashCode() {
            return Objects.hash(opponent, strategy, optimalWinRate, first, second);
        }

        /**
         * Every part, for messages.
         *
         * @return {@code Matchup[opponent=..., strategy=..., ...]}
         */
        @Override
        public String toString() {
            return "Matchup[opponent=" + opponent + ", strategy=" + strategy + ", optimalWinRate=" + optimalWinRate
                    + ", first=" + first + ", second=" + second + "]";
        }
    }

    /**
     * A rule's weight in the game.
     *
     * <p>Immutable and thread-safe. Only {@link RulesetAnalysis} makes rule weights. Two are equal when all their
     * parts are, the numbers compared as {@link Double#compare} compares them (so two unsolvable games' NaN values
     * are equal).
     */
    public static final class RuleWeight {
        private final String rule;
        private final Optional<String> option;
        private final double valueWithout;
        private final Optional<String> unsolved;
        private final double firings;
        private final double firingsError;

        private RuleWeight(String rule, Optional<String> option, double valueWithout, Optional<String> unsolved,
                double firings, double firingsError) {
            this.rule = Objects.requireNonNull(rule, "rule");
            this.option = Objects.requireNonNull(option, "option");
            this.valueWithout = valueWithout;
            this.unsolved = Objects.requireNonNull(unsolved, "unsolved");
            this.firings = firings;
            this.firingsError = firingsError;
        }

        /**
         * The rule.
         *
         * @return the rule's name
         */
        public String rule() {
            return rule;
        }

        /**
         * The option that switches the rule.
         *
         * @return the option as {@code name=value}, or empty if no option does
         */
        public Optional<String> option() {
            return option;
        }

        /**
         * The game's value with the rule taken out, every other rule as it is.
         *
         * @return the first mover's chance under optimal play; NaN when that game cannot be solved
         */
        public double valueWithout() {
            return valueWithout;
        }

        /**
         * Why the game without the rule cannot be solved, if it cannot: without Free Bacon, say, players may stall by
         * rolling no dice for nothing, and value iteration does not settle.
         *
         * @return the solver's message, or empty if the game was solved
         */
        public Optional<String> unsolved() {
            return unsolved;
        }

        /**
         * How often the rule fires.
         *
         * @return the expected number of turns on which the rule fires in a game between optimal players
         */
        public double firings() {
            return firings;
        }

        /**
         * How far {@link #firings()} may be off.
         *
         * @return the half-width of its 95% interval when it was simulated; 0 when exact
         */
        public double firingsError() {
            return firingsError;
        }

        /**
         * Whether another object is a rule weight with the same rule, option, value, reason and firings.
         *
         * @param other the object to compare with
         * @return {@code true} if it is an equal rule weight
         */
        @Override
        public boolean equals(Object other) {
            return other instanceof RuleWeight that && rule.equals(that.rule) && option.equals(that.option)
                    && Double.compare(valueWithout, that.valueWithout) == 0 && unsolved.equals(that.unsolved)
                    && Double.compare(firings, that.firings) == 0
                    && Double.compare(firingsError, that.firingsError) == 0;
        }

        /**
         * A hash of every part, consistent with {@link #equals(Object)}.
         *
         * @return the hash
         */
        @Override
        public int hashCode() {
            return Objects.hash(rule, option, valueWithout, unsolved, firings, firingsError);
        }

        /**
         * Every part, for messages.
         *
         * @return {@code RuleWeight[rule=..., option=..., ...]}
         */
        @Override
        public String toString() {
            return "RuleWeight[rule=" + rule + ", option=" + option + ", valueWithout=" + valueWithout + ", unsolved="
                    + unsolved + ", firings=" + firings + ", firingsError=" + firingsError + "]";
        }
    }

    /**
     * The report.
     *
     * <p>Immutable and thread-safe: the arrays are copied in when the report is made and out when they are read. Only
     * {@link RulesetAnalysis} makes reports. Two reports are equal when all their parts are, the arrays compared by
     * content and the numbers as {@link Double#compare} compares them.
     */
    public static final class Report {
        private final GameDefinition rules;
        private final double value;
        private final int minGoal;
        private final double[] valueByGoal;
        private final int fairGoal;
        private final List<Matchup> skill;
        private final double expectedTurns;
        private final double[] lengthDistribution;
        private final boolean exact;
        private final double lengthError;
        private final List<RuleWeight> weights;
        private final StrategyTable optimal;

        private Report(GameDefinition rules, double value, int minGoal, double[] valueByGoal, int fairGoal,
                List<Matchup> skill, double expectedTurns, double[] lengthDistribution, boolean exact,
                double lengthError, List<RuleWeight> weights, StrategyTable optimal) {
            this.rules = Objects.requireNonNull(rules, "rules");
            this.value = value;
            this.minGoal = minGoal;
            this.valueByGoal = valueByGoal.clone();
            this.fairGoal = fairGoal;
            this.skill = List.copyOf(skill);
            this.expectedTurns = expectedTurns;
            this.lengthDistribution = lengthDistribution.clone();
            this.exact = exact;
            this.lengthError = lengthError;
            this.weights = List.copyOf(weights);
            this.optimal = Objects.requireNonNull(optimal, "optimal");
        }

        /**
         * The game analysed.
         *
         * @return the game as configured
         */
        public GameDefinition rules() {
            return rules;
        }

        /**
         * The game's value.
         *
         * @return the first mover's chance of winning when both play optimally
         */
        public double value() {
            return value;
        }

        /**
         * The first goal of {@link #valueByGoal()}.
         *
         * @return the goal
         */
        public int minGoal() {
            return minGoal;
        }

        /**
         * The value at each goal of the range. The array is a copy, made on each call; {@link #valueAt(int)} copies
         * nothing.
         *
         * @return the first mover's chance under optimal play at each goal from {@link #minGoal()}
         */
        public double[] valueByGoal() {
            return valueByGoal.clone();
        }

        /**
         * The value at a goal of the range.
         *
         * @param goal the goal
         * @return the first mover's chance under optimal play
         * @throws IndexOutOfBoundsException if the goal is outside the range analysed
         */
        public double valueAt(int goal) {
            return valueByGoal[goal - minGoal];
        }

        /**
         * The fairest goal.
         *
         * @return the goal whose value is nearest one half
         */
        public int fairGoal() {
            return fairGoal;
        }

        /**
         * How much skill matters.
         *
         * @return the optimal strategy against the baseline, the best {@code always:N} that the rules allow in every
         *     state (if one is) and each named strategy; unmodifiable
         */
        public List<Matchup> skill() {
            return skill;
        }

        /**
         * How long a game between optimal players lasts.
         *
         * @return the expected number of turns
         */
        public double expectedTurns() {
            return expectedTurns;
        }

        /**
         * How long games between optimal players last. The array is a copy, made on each call.
         *
         * @return the chance that such a game ends on each turn (index 0 is 0)
         */
        public double[] lengthDistribution() {
            return lengthDistribution.clone();
        }

        /**
         * Whether lengths and firings are exact.
         *
         * @return {@code true} if they come from the chain, {@code false} if they were simulated
         */
        public boolean exact() {
            return exact;
        }

        /**
         * How far {@link #expectedTurns()} may be off.
         *
         * @return the half-width of its 95% interval when simulated; 0 when exact
         */
        public double lengthError() {
            return lengthError;
        }

        /**
         * Each rule's weight.
         *
         * @return the weights, in the order of the rules; unmodifiable
         */
        public List<RuleWeight> weights() {
            return weights;
        }

        /**
         * The optimal strategy.
         *
         * @return the strategy, for either player
         */
        public StrategyTable optimal() {
            return optimal;
        }

        /**
         * Whether another object is a report with the same parts, the arrays compared by content.
         *
         * @param other the object to compare with
         * @return {@code true} if it is an equal report
         */
        @Override
        public boolean equals(Object other) {
            return other instanceof Report that && rules.equals(that.rules) && Double.compare(value, that.value) == 0
                    && minGoal == that.minGoal && Arrays.equals(valueByGoal, that.valueByGoal)
                    && fairGoal == that.fairGoal && skill.equals(that.skill)
                    && Double.compare(expectedTurns, that.expectedTurns) == 0
                    && Arrays.equals(lengthDistribution, that.lengthDistribution) && exact == that.exact
                    && Double.compare(lengthError, that.lengthError) == 0 && weights.equals(that.weights)
                    && optimal.equals(that.optimal);
        }

        /**
         * A hash of every part, the arrays by content, consistent with {@link #equals(Object)}.
         *
         * @return the hash
         */
        @Override
        public int hashCode() {
            return Objects.hash(rules, value, minGoal, Arrays.hashCode(valueByGoal), fairGoal, skill, expectedTurns,
                    Arrays.hashCode(lengthDistribution), exact, lengthError, weights, optimal);
        }

        /**
         * Every part, the arrays by content, for messages.
         *
         * @return {@code Report[rules=..., value=..., ...]}
         */
        @Override
        public String toString() {
            return "Report[rules=" + rules + ", value=" + value + ", minGoal=" + minGoal + ", valueByGoal="
                    + Arrays.toString(valueByGoal) + ", fairGoal=" + fairGoal + ", skill=" + skill
                    + ", expectedTurns=" + expectedTurns + ", lengthDistribution="
                    + Arrays.toString(lengthDistribution) + ", exact=" + exact + ", lengthError=" + lengthError
                    + ", weights=" + weights + ", optimal=" + optimal + "]";
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
     * @param goalSolved told of each goal of the range once its value is known, from the largest down, for progress
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
        // Each goal is a game of its own, solved on one thread: one game on several waits at every sum of the scores.
        // The largest first: the last to end are then the shortest, and the arrays of values the first goals were
        // solved in serve every later one.
        Queue<double[]> spare = new ConcurrentLinkedQueue<>();
        List<Callable<Double>> goals = new ArrayList<>();
        for (int goal = maxGoal; goal >= minGoal; goal--) {
            int at = goal;
            goals.add(() -> at == rules.goal() ? solution.value() : valueAlone(rules.withGoal(at), spare));
        }
        List<Double> values = Workers.run("analysis", solver.threads(), goals,
                done -> goalSolved.accept(maxGoal - done));
        int fair = minGoal;
        for (int goal = minGoal; goal <= maxGoal; goal++) {
            byGoal[goal - minGoal] = values.get(maxGoal - goal);
            if (Math.abs(byGoal[goal - minGoal] - 0.5) < Math.abs(byGoal[fair - minGoal] - 0.5)) {
                fair = goal;
            }
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
        List<Callable<RuleWeight>> weighings = new ArrayList<>();
        for (Rule rule : rules.rules()) {
            List<Rule> others = new ArrayList<>(rules.rules());
            others.remove(rule);
            GameDefinition without = GameDefinition.of(rules.rulesetId(), rules.options(), others, rules.goal(),
                    rules.maxDice(), rules.sides());
            weighings.add(() -> {
                double value = Double.NaN;
                Optional<String> unsolved = Optional.empty();
                try {
                    value = valueAlone(without, spare);
                } catch (HogException | EngineLimitException notSolvable) {
                    unsolved = Optional.of(notSolvable.getMessage());
                }
                return new RuleWeight(rule.name(), ruleset.condition(rule), value, unsolved,
                        play.firings().getOrDefault(rule.name(), 0.0),
                        play.firingsError().getOrDefault(rule.name(), 0.0));
            });
        }
        List<RuleWeight> weights = Workers.run("analysis", solver.threads(), weighings, done -> { });
        return new Report(rules, solution.value(), minGoal, byGoal, fair, List.copyOf(skill), play.turns(),
                play.length(), play.exact(), play.turnsError(), List.copyOf(weights), optimal);
    }

    /**
     * A game's value, solved on the calling thread by a solver of its own (the tables of 180 goals are not kept), in
     * an array of values from {@code spare} when one is large enough.
     */
    private static double valueAlone(GameDefinition rules, Queue<double[]> spare) {
        try (Solver once = new Solver(1)) {
            return once.optimalValue(rules, spare);
        }
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
