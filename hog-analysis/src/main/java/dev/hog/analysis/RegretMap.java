package dev.hog.analysis;

import dev.hog.api.API;
import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.GameState;
import dev.hog.api.game.Strategy;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Where a strategy gives its chance away against an opponent: at each state where the strategy moves, the chance its
 * choice of dice loses there compared with the best choice, weighted by how often a game reaches the state.
 *
 * <p>The best choice is the {@linkplain Solver#odds best response} to the opponent: at a state {@code s} where the
 * strategy moves, {@code V(s)} is the best chance from {@code s} and {@code Q(s, d)} the best chance after rolling
 * {@code d} dice, and the state's <em>loss</em> is {@code V(s) - Q(s, S(s))}, taken as {@code Q(s, best) - Q(s, S(s))}
 * so that it is exactly 0 where the strategy rolls the best response's dice, and never below 0 but for rounding. Its
 * <em>weight</em> is how often a game between the strategy and the opponent reaches it, both seats counting half: the
 * expected visits of the {@linkplain GameChain chain} with the strategy moving first, and of the chain with it moving
 * second. Its <em>regret</em> is the weight times the loss. The regrets add up, exactly (to rounding), to the chance the
 * strategy gives away in all: the best response's mean win rate against the opponent less the strategy's.
 *
 * <p>States are seen from the strategy's side: in {@link Entry#state()} the strategy is player 0 and moves. They are
 * told apart as {@link GameChain} tells them apart, the turn number modulo the rules' period.
 *
 * <p>Built once, then immutable and thread-safe.
 */
@API(status = API.Status.EXPERIMENTAL, since = "2.0")
public final class RegretMap {
    private static final Comparator<Entry> COSTLIEST_FIRST = Comparator.comparingDouble(Entry::regret).reversed()
            .thenComparingInt(entry -> entry.state().score0()).thenComparingInt(entry -> entry.state().score1());

    private final GameDefinition rules;
    private final double bestWinRate;
    private final double winRate;
    private final double total;
    /** Every state where the strategy moves, costliest first. */
    private final List<Entry> entries;

    private RegretMap(GameDefinition rules, double bestWinRate, double winRate, List<Entry> entries) {
        this.rules = rules;
        this.bestWinRate = bestWinRate;
        this.winRate = winRate;
        this.entries = entries;
        this.total = entries.stream().mapToDouble(Entry::regret).sum();
    }

    /**
     * One state where the strategy moves, and what its choice costs there.
     *
     * <p>Immutable and thread-safe. Only a {@link RegretMap} makes entries. Two entries are equal when all their parts
     * are, the numbers compared as {@link Double#compare} compares them.
     */
    public static final class Entry {
        private final GameState state;
        private final double weight;
        private final int dice;
        private final int best;
        private final double loss;
        private final double regret;

        private Entry(GameState state, double weight, int dice, int best, double loss, double regret) {
            this.state = Objects.requireNonNull(state, "state");
            this.weight = weight;
            this.dice = dice;
            this.best = best;
            this.loss = loss;
            this.regret = regret;
        }

        /**
         * The state.
         *
         * @return the state, seen from the strategy's side: the strategy is player 0 and moves
         */
        public GameState state() {
            return state;
        }

        /**
         * How often a game reaches the state.
         *
         * @return the mean of its expected visits moving first and moving second
         */
        public double weight() {
            return weight;
        }

        /**
         * The strategy's choice there.
         *
         * @return the number of dice the strategy rolls
         */
        public int dice() {
            return dice;
        }

        /**
         * The best response's choice there.
         *
         * @return the number of dice the best response rolls
         */
        public int best() {
            return best;
        }

        /**
         * The chance the strategy's choice loses there against the best.
         *
         * @return {@code V(s) - Q(s, dice)}, 0 where it is the best
         */
        public double loss() {
            return loss;
        }

        /**
         * What the state costs the strategy's mean win rate.
         *
         * @return {@code weight * loss}
         */
        public double regret() {
            return regret;
        }

        /**
         * Whether another object is an entry with the same state, weight, choices, loss and regret.
         *
         * @param other the object to compare with
         * @return {@code true} if it is an equal entry
         */
        @Override
        public boolean equals(Object other) {
            return other instanceof Entry that && state.equals(that.state) && Double.compare(weight, that.weight) == 0
                    && dice == that.dice && best == that.best && Double.compare(loss, that.loss) == 0
                    && Double.compare(regret, that.regret) == 0;
        }

        /**
         * A hash of every part, consistent with {@link #equals(Object)}.
         *
         * @return the hash
         */
        @Override
        public int hashCode() {
            return Objects.hash(state, weight, dice, best, loss, regret);
        }

        /**
         * Every part, for messages.
         *
         * @return {@code Entry[state=..., weight=..., ...]}
         */
        @Override
        public String toString() {
            return "Entry[state=" + state + ", weight=" + weight + ", dice=" + dice + ", best=" + best + ", loss="
                    + loss + ", regret=" + regret + "]";
        }
    }

    /**
     * The regret map of a strategy against an opponent. It solves the best response to the opponent and lays out two
     * chains of the game between them, one per seat. Each strategy is asked once per state the solver tells apart.
     *
     * @param solver the solver, which keeps what it solves for the next use
     * @param rules the game
     * @param strategy the strategy whose choices are weighed
     * @param opponent the opponent, whose choices are fixed
     * @return the map
     * @throws HogException if a strategy chooses a number of dice out of range, or the game is too large to solve or
     *     to lay out as a chain
     */
    public static RegretMap of(Solver solver, GameDefinition rules, Strategy strategy, Strategy opponent) {
        // As tables, the strategies are asked once per state the solver tells apart, not once per state of each chain,
        // and choose in the chains as they do in the solver.
        StrategyTable mine = solver.tabulate(strategy.toString(), rules, strategy);
        StrategyTable theirs = solver.tabulate(opponent.toString(), rules, opponent);
        Odds odds = solver.odds(rules, theirs);
        double played = solver.winRate(rules, mine, theirs).mean();
        GameState start = rules.start(0, 0);
        // The odds are the best response's values: from the start with the opponent moving second, then first.
        double best = (odds.chance(start, 0) + odds.chance(start, 1)) / 2;
        List<Entry> entries = bySpace(solver.tables(rules), mine, theirs, odds);
        if (entries == null) {
            entries = byChains(rules, mine, theirs, odds);
        }
        entries.sort(COSTLIEST_FIRST);
        return new RegretMap(rules, best, played, List.copyOf(entries));
    }

    /**
     * The entries, from the visits of the solver's states ({@link Visits}) and each state's loss from the solver's
     * plans of its turns: every state where the strategy moves, in the order of the states' numbers. Null for a game
     * whose states can come back, or whose extra turns the solver does not tell apart: {@link #byChains} serves it.
     */
    static List<Entry> bySpace(TurnTables turn, StrategyTable mine, StrategyTable theirs, Odds odds) {
        byte[] mineCodes = Choices.of(turn, mine);
        byte[] theirCodes = Choices.of(turn, theirs);
        double[][] first = Visits.between(turn, mineCodes, theirCodes);
        double[][] second = first == null ? null : Visits.between(turn, theirCodes, mineCodes);
        if (second == null) {
            return null;
        }
        StateSpace space = turn.space;
        byte[] bestCodes = Choices.of(turn, odds.strategy());
        Planner planner = new Planner(turn, new SumChanges(), false);
        Plan plan = planner.plans()[0];
        double[] moving = odds.moving();
        double[] waiting = odds.waiting();
        List<Entry> entries = new ArrayList<>();
        for (int index = 0; index < space.size(); index++) {
            double visitsFirst = first[0][index];
            double visitsSecond = second[1][index];
            if (visitsFirst == 0 && visitsSecond == 0) {
                continue;
            }
            double weight = visitsFirst / 2 + visitsSecond / 2;
            GameState state = space.state(index);
            int dice = turn.choiceOf(mineCodes[index]);
            int bestDice = turn.choiceOf(bestCodes[index]);
            double loss = 0;
            if (dice != bestDice) {
                loss = chanceAfter(planner, plan, state, bestCodes[index], moving, waiting)
                        - chanceAfter(planner, plan, state, mineCodes[index], moving, waiting);
            }
            entries.add(new Entry(state, weight, dice, bestDice, loss, weight * loss));
        }
        return entries;
    }

    /** The mover's chance after a choice at a state, playing the odds' best afterwards: by the choice's plan. */
    private static double chanceAfter(Planner planner, Plan plan, GameState state, int code, double[] moving,
            double[] waiting) {
        int mine = state.memoryCode(0);
        int theirs = state.memoryCode(1);
        planner.plan(plan, state.score0(), state.score1(), mine, theirs, state.turn(), state.extraTurn() ? 1 : 0,
                code);
        return plan.duel(true, moving, waiting, theirs);
    }

    /**
     * The entries, from two chains of the game, one per seat, and each state's loss from the rules' transitions: every
     * state where the strategy moves, in the order the chains first reach them.
     */
    static List<Entry> byChains(GameDefinition rules, StrategyTable mine, StrategyTable theirs, Odds odds) {
        Map<GameState, Weighed> states = new LinkedHashMap<>();
        weigh(GameChain.between(rules, mine, theirs), 0, states);
        weigh(GameChain.between(rules, theirs, mine), 1, states);
        List<Entry> entries = new ArrayList<>(states.size());
        states.forEach((state, weighed) -> {
            int bestDice = odds.best(state);
            double loss = weighed.dice == bestDice ? 0
                    : odds.chanceAfter(state, bestDice) - odds.chanceAfter(state, weighed.dice);
            entries.add(new Entry(state, weighed.weight, weighed.dice, bestDice, loss, weighed.weight * loss));
        });
        return entries;
    }

    /** Half the visits of each state where the strategy, in this seat, moves, added to the state seen from its side. */
    private static void weigh(GameChain chain, int seat, Map<GameState, Weighed> states) {
        List<GameState> reached = chain.states();
        double[] visits = chain.visits();
        int[] choices = chain.choices();
        GameDefinition rules = chain.rules();
        for (int i = 0; i < reached.size(); i++) {
            GameState state = reached.get(i);
            if (state.mover() != seat) {
                continue;
            }
            GameState seen = rules.stateOfCodes(state.moverScore(), state.opponentScore(), 0, state.turn(),
                    state.extraTurn(), state.memoryCode(seat), state.memoryCode(1 - seat));
            int dice = choices[i];
            states.computeIfAbsent(seen, key -> new Weighed(dice)).weight += visits[i] / 2;
        }
    }

    /** A state's weight so far, and the strategy's choice there. */
    private static final class Weighed {
        private final int dice;
        private double weight;

        Weighed(int dice) {
            this.dice = dice;
        }
    }

    /**
     * The game.
     *
     * @return the rules and goal
     */
    public GameDefinition rules() {
        return rules;
    }

    /**
     * The chance the strategy gives away in all: the sum of every state's regret, which is, to rounding,
     * {@link #bestWinRate()} less {@link #winRate()}.
     *
     * @return the total regret, from 0 to 1
     */
    public double total() {
        return total;
    }

    /**
     * The best response's exact win rate against the opponent, averaged over both seats: the most any strategy wins.
     *
     * @return the mean win rate
     */
    public double bestWinRate() {
        return bestWinRate;
    }

    /**
     * The strategy's exact win rate against the opponent, averaged over both seats.
     *
     * @return the mean win rate
     */
    public double winRate() {
        return winRate;
    }

    /**
     * The regret by scores: the sum over the states that share the strategy's score and the opponent's, whatever the
     * rules remember, the turn number and the kind of turn.
     *
     * @return a new goal by goal array, indexed by the strategy's score, then the opponent's; 0 where the strategy
     *     never moves
     */
    public double[][] byScores() {
        double[][] regret = new double[rules.goal()][rules.goal()];
        for (Entry entry : entries) {
            regret[entry.state().score0()][entry.state().score1()] += entry.regret();
        }
        return regret;
    }

    /**
     * The states that cost the strategy most.
     *
     * @param n how many states, at least 0
     * @return up to {@code n} states, by regret from the largest; states of equal regret by the strategy's score, then
     *     the opponent's
     * @throws IllegalArgumentException if {@code n} is negative
     */
    public List<Entry> costliest(int n) {
        if (n < 0) {
            throw new IllegalArgumentException("The costliest states are 0 or more, not " + n);
        }
        return entries.subList(0, Math.min(n, entries.size()));
    }
}
