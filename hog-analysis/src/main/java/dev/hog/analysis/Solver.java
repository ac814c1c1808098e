package dev.hog.analysis;

import dev.hog.api.API;
import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Outcome;
import dev.hog.api.game.Strategy;
import java.util.Arrays;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.ForkJoinPool;
import java.util.stream.IntStream;

/**
 * Exact answers for any game reached through the API: the optimal strategy and the game's value, the exact win rate
 * of one strategy against another, and the best response to a strategy.
 *
 * <p>A state is what the rules read, seen from the mover: both scores, what the rules remember of each player
 * (Feral Hogs' previous points), the turn number modulo the rules' period (Time Trot's 8) and whether the turn is an
 * extra turn, each only if some rule reads it; die sizes, bonuses, swaps and extra turns are part of the turn. Chance
 * comes from each roll's score distribution under the ruleset's own roll rule. When every turn raises the sum of the
 * scores, as in every course ruleset, the states are solved in one pass in decreasing sum, exactly; the states of one
 * sum do not depend on each other and are solved in parallel. Otherwise the solver iterates the values to within
 * {@value #TOLERANCE} and {@link Solution#valueIteration() says so}.
 *
 * <p>Who wins is the SDK's one rule, {@link Outcome}: a tie counts as half a win. The solver keeps the tables of every
 * game it has seen, and the optimal solution of each; it is thread-safe. {@link #close() Close} it to stop its
 * threads.
 */
@API(status = API.Status.STABLE, since = "1.0")
public final class Solver implements AutoCloseable {
    /** Value iteration stops when no value moves by more than this. */
    public static final double TOLERANCE = 1e-12;
    private static final int MAX_ITERATIONS = 100_000;
    /** Below this many states, threads cost more than they save. */
    private static final int PARALLEL_STATES = 200_000;

    private final ForkJoinPool pool;
    private final ConcurrentMap<GameDefinition, TurnTables> tables = new ConcurrentHashMap<>();
    private final ConcurrentMap<GameDefinition, Solution> optimal = new ConcurrentHashMap<>();

    /** A solver that uses every core. */
    public Solver() {
        this(Runtime.getRuntime().availableProcessors());
    }

    /**
     * A solver that uses some threads.
     *
     * @param threads the threads, at least 1
     * @throws IllegalArgumentException if {@code threads} is below 1
     */
    public Solver(int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("A solver needs at least 1 thread, not " + threads);
        }
        this.pool = new ForkJoinPool(threads);
    }

    TurnTables tables(GameDefinition rules) {
        return tables.computeIfAbsent(rules, TurnTables::new);
    }

    /**
     * The optimal strategy when both players play it, and the game's value. Computed once per game.
     *
     * @param rules the game: the rules in force and the goal
     * @return the solution
     * @throws HogException if the game is too large to solve
     */
    public Solution optimal(GameDefinition rules) {
        return optimal.computeIfAbsent(rules, key -> solveOptimal(tables(rules)));
    }

    /**
     * The exact chance that A beats B, moving first and moving second.
     *
     * @param rules the game
     * @param a strategy A
     * @param b strategy B
     * @return A's win rates
     * @throws HogException if a strategy chooses a number of dice out of range
     */
    public ExactWinRate winRate(GameDefinition rules, Strategy a, Strategy b) {
        TurnTables turn = tables(rules);
        return new Duel(turn, Choices.of(turn, a), Choices.of(turn, b)).solve().winRate();
    }

    /** A's win rates from the choices of both strategies over the states the tables lay out. */
    ExactWinRate winRate(TurnTables turn, byte[] a, byte[] b) {
        return new Duel(turn, a, b).solve().winRate();
    }

    /**
     * The best response to a strategy and its exact win rate against it.
     *
     * @param rules the game
     * @param opponent the strategy to answer
     * @return the best response
     * @throws HogException if the strategy chooses a number of dice out of range
     */
    public BestResponse bestResponse(GameDefinition rules, Strategy opponent) {
        long start = System.nanoTime();
        TurnTables turn = tables(rules);
        Duel duel = new Duel(turn, null, Choices.of(turn, opponent)).solve();
        StrategyTable strategy = new StrategyTable("best response to " + opponent, turn.layout, duel.policy);
        return new BestResponse(strategy, duel.winRate(), (System.nanoTime() - start) / 1e9);
    }

    /**
     * A player's exact chance of winning from every state, and after every choice of dice, playing the best response
     * to an opponent: what a live odds panel shows.
     *
     * @param rules the game
     * @param opponent the opponent's strategy
     * @return the odds
     * @throws HogException if the strategy chooses a number of dice out of range
     */
    @API(status = API.Status.EXPERIMENTAL, since = "1.0")
    public Odds odds(GameDefinition rules, Strategy opponent) {
        TurnTables turn = tables(rules);
        Duel duel = new Duel(turn, null, Choices.of(turn, opponent)).solve();
        StrategyTable strategy = new StrategyTable("best response to " + opponent, turn.layout, duel.policy);
        return new Odds(turn.rules, opponent, turn.layout, duel.valueA, duel.valueB, strategy);
    }

    /**
     * Whether a strategy makes only choices the rules allow, in every state the solver tells apart: what exact
     * analysis of the strategy needs. Always so for rules without a {@link dev.hog.api.rule.DiceChoiceRule}.
     *
     * @param rules the game
     * @param strategy the strategy
     * @return {@code true} if every choice is legal
     * @throws HogException if the strategy chooses a number of dice out of range
     * @since 1.1
     */
    @API(status = API.Status.EXPERIMENTAL, since = "1.1")
    public boolean choosesLegally(GameDefinition rules, Strategy strategy) {
        TurnTables turn = tables(rules);
        if (turn.legal == null) {
            return true;
        }
        try {
            Choices.of(turn, strategy);
            return true;
        } catch (Choices.Forbidden forbidden) {
            return false;
        }
    }

    /**
     * A strategy as a table over the states the rules tell apart, asked once per state, as the solver evaluates it.
     *
     * @param name what to call the table
     * @param rules the game
     * @param strategy the strategy
     * @return the table
     * @throws HogException if the strategy chooses a number of dice out of range
     */
    public StrategyTable tabulate(String name, GameDefinition rules, Strategy strategy) {
        TurnTables turn = tables(rules);
        return new StrategyTable(name, turn.layout, Choices.of(turn, strategy));
    }

    /** Stops the solver's threads; a solver must not be used after it is closed. */
    @Override
    public void close() {
        pool.shutdown();
    }

    private Solution solveOptimal(TurnTables turn) {
        long start = System.nanoTime();
        double[] value = new double[turn.states()];
        byte[] policy = new byte[turn.states()];
        Evaluation evaluation = new Evaluation(turn);
        int iterations = 1;
        inLayers(turn, (score, opponent) -> optimalPair(evaluation, value, policy, score, opponent));
        boolean iterated = evaluation.sumKept;
        if (iterated) {
            iterations = iterate(turn, evaluation,
                    (score, opponent) -> optimalPair(evaluation, value, policy, score, opponent), value);
        }
        Layout layout = turn.layout;
        int init = layout.index(0, 0, layout.initialMemory(), layout.initialMemory(), 0, 0);
        StrategyTable strategy = new StrategyTable("optimal", layout, policy);
        return new Solution(turn.rules, value[init], strategy, iterated, iterations,
                (System.nanoTime() - start) / 1e9);
    }

    /**
     * Solves the states of one pair of scores. For each turn number and kind of turn, each number of dice and each
     * group of the mover's memories that behave alike, the turn is laid out once as a {@link Plan}; each of the
     * opponent's memories then values it with plain loads, and each of the mover's memories takes its best.
     */
    private static void optimalPair(Evaluation evaluation, double[] value, byte[] policy, int score, int opponent) {
        if (evaluation.byOutcome) {
            optimalPairByOutcome(evaluation, value, policy, score, opponent);
            return;
        }
        TurnTables turn = evaluation.turn;
        Layout layout = turn.layout;
        int classes = turn.maxClasses;
        Plan[] plans = evaluation.plans();
        double[] scratch = evaluation.scratch();
        for (int number = 0; number < layout.period(); number++) {
            for (int kind = 0; kind < layout.extras(); kind++) {
                for (int theirs = 0; theirs < layout.memory(); theirs++) {
                    if (theirs == 0 || turn.readsOpponentMemory) {
                        for (int dice = 0; dice <= turn.maxDice; dice++) {
                            int[] representatives = turn.classMemory[dice];
                            for (int c = 0; c < representatives.length; c++) {
                                evaluation.plan(plans[dice * classes + c], score, opponent, representatives[c], theirs,
                                        number, kind, dice);
                            }
                        }
                    }
                    for (int dice = 0; dice <= turn.maxDice; dice++) {
                        for (int c = 0; c < turn.classMemory[dice].length; c++) {
                            scratch[dice * classes + c] = plans[dice * classes + c].symmetric(value, theirs);
                        }
                    }
                    for (int mine = 0; mine < layout.memory(); mine++) {
                        double best = -1;
                        int bestDice = -1;
                        for (int dice = 0; dice <= turn.maxDice; dice++) {
                            double expected = scratch[dice * classes + turn.memoryClass[dice][mine]];
                            if (expected > best && turn.allows(score, opponent, dice, number, kind, mine, theirs)) {
                                best = expected;
                                bestDice = dice;
                            }
                        }
                        int index = layout.index(score, opponent, mine, theirs, number, kind);
                        if (bestDice < 0) {
                            throw noLegalChoice(turn, index);
                        }
                        value[index] = best;
                        policy[index] = (byte) bestDice;
                    }
                }
            }
        }
    }

    /**
     * Solves one pair of scores of a game whose state is the scores alone and whose turn, after the roll, does not
     * depend on the number of dice: every outcome of every number of dice is valued once, and each number of dice then
     * sums its outcomes' chances times their values. A state's eleven numbers of dice share their outcomes (a score of
     * 12 is a score of 12 whatever rolled it), so this follows about 60 outcomes through the tables where laying out
     * each number of dice on its own follows about 300.
     *
     * <p>The sums are {@link Plan#symmetric}'s, term for term and in its order, so that every value and every choice
     * between numbers of dice worth the same to the last bit are what a plan gives.
     */
    private static void optimalPairByOutcome(Evaluation evaluation, double[] value, byte[] policy, int score,
            int opponent) {
        TurnTables turn = evaluation.turn;
        Outcomes outcomes = evaluation.outcomes();
        outcomes.anyKeeps = false;
        int size = evaluation.sides.values[evaluation.sides.at(score, opponent, 0, 0, 0, 0, 0, 0)];
        int[] codes = turn.usedCodes[size];
        int[] points = turn.usedPoints[size];
        for (int k = 0; k < codes.length; k++) {
            evaluation.follow(outcomes, value, score, opponent, points[k], codes[k]);
        }
        double best = -1;
        int bestDice = -1;
        if (turn.allows(score, opponent, 0, 0, 0, 0, 0)) {
            int scored = evaluation.zero.values[evaluation.zero.at(score, opponent, 0, 0, 0, 0, 0, 0)];
            evaluation.follow(outcomes, value, score, opponent, scored, turn.noDiceCode[scored]);
            best = outcomes.expected(evaluation.noDiceCode[scored], Evaluation.CERTAIN);
            bestDice = 0;
        }
        for (int dice = 1; dice <= turn.maxDice; dice++) {
            double expected = outcomes.expected(turn.rollCode[size][dice], turn.rollChance[size][dice]);
            if (expected > best && turn.allows(score, opponent, dice, 0, 0, 0, 0)) {
                best = expected;
                bestDice = dice;
            }
        }
        int index = score * turn.goal + opponent;
        if (bestDice < 0) {
            throw noLegalChoice(turn, index);
        }
        value[index] = best;
        policy[index] = (byte) bestDice;
    }

    /**
     * Every outcome of a state's turn, by outcome code, as {@link Evaluation#follow} found it: whether it ends the game
     * (and what that is worth to the mover), keeps the mover or passes the turn (and the value of the state it leads
     * to). Reused from state to state by one thread.
     */
    private static final class Outcomes {
        /**
         * Per outcome code, one column per kind of outcome: what it is worth if it ends the game, its value if it keeps
         * the mover, 1 if it passes the turn, and then its value; 0 in the columns of the other kinds. A term of 0 adds
         * or takes nothing from a sum, to the last bit, so the sums need no branch.
         */
        final double[] ends;
        final double[] keeps;
        final double[] passes;
        final double[] passing;
        /** Whether some outcome of the state keeps the mover: most games have none. */
        boolean anyKeeps;

        Outcomes(int codes) {
            ends = new double[codes];
            keeps = new double[codes];
            passes = new double[codes];
            passing = new double[codes];
        }

        void ends(int code, double worth) {
            set(code, worth, 0, 0, 0);
        }

        void keeps(int code, double value) {
            set(code, 0, value, 0, 0);
            anyKeeps = true;
        }

        void passes(int code, double value) {
            set(code, 0, 0, 1, value);
        }

        private void set(int code, double end, double kept, double passed, double value) {
            ends[code] = end;
            keeps[code] = kept;
            passes[code] = passed;
            passing[code] = value;
        }

        /**
         * The mover's chance rolling dice with these outcomes, summed as {@link Plan#symmetric} sums a plan: the
         * chance of winning at once and of passing the turn, then each kept outcome's value, then less each passing
         * one's, in the order of the outcomes.
         */
        double expected(int[] codes, double[] chance) {
            double won = 0;
            double passedChance = 0;
            for (int k = 0; k < codes.length; k++) {
                won += chance[k] * ends[codes[k]];
                passedChance += chance[k] * passes[codes[k]];
            }
            double total = won + passedChance;
            if (anyKeeps) {
                for (int k = 0; k < codes.length; k++) {
                    total += chance[k] * keeps[codes[k]];
                }
            }
            for (int k = 0; k < codes.length; k++) {
                total -= chance[k] * passing[codes[k]];
            }
            return total;
        }
    }

    /**
     * One number of dice rolled from one state, laid out for valuing: the chance that the turn ends the game and what
     * that is worth to the mover, and every other outcome as its chance and where its next state sits, but for the
     * opponent's memory, whose part of the index is added when the plan is valued. The outcomes that keep the mover
     * (an extra turn) are apart from those that pass the turn. Reused from state to state by one thread.
     */
    private static final class Plan {
        double ended;
        double won;
        int kept;
        int passed;
        double passedChance;
        final double[] keptChance;
        final int[] keptAt;
        final double[] passingChance;
        final int[] passingAt;
        private final int keptByTheirs;
        private final int passedByTheirs;

        Plan(int outcomes, Layout layout) {
            keptChance = new double[outcomes];
            keptAt = new int[outcomes];
            passingChance = new double[outcomes];
            passingAt = new int[outcomes];
            keptByTheirs = layout.period() * layout.extras();
            passedByTheirs = layout.memory() * keptByTheirs;
        }

        /** The mover's chance, when both play the values of {@code value}, the mover's chances in every state. */
        double symmetric(double[] value, int theirs) {
            double total = won + passedChance;
            int keep = theirs * keptByTheirs;
            for (int k = 0; k < kept; k++) {
                total += keptChance[k] * value[keptAt[k] + keep];
            }
            int pass = theirs * passedByTheirs;
            for (int k = 0; k < passed; k++) {
                total -= passingChance[k] * value[passingAt[k] + pass];
            }
            return total;
        }

        /**
         * Player A's chance in a duel: {@code moving} holds A's chances with the mover to move again, {@code waiting}
         * with the other player to move.
         */
        double duel(boolean moverIsA, double[] moving, double[] waiting, int theirs) {
            double total = moverIsA ? won : ended - won;
            int keep = theirs * keptByTheirs;
            for (int k = 0; k < kept; k++) {
                total += keptChance[k] * moving[keptAt[k] + keep];
            }
            int pass = theirs * passedByTheirs;
            for (int k = 0; k < passed; k++) {
                total += passingChance[k] * waiting[passingAt[k] + pass];
            }
            return total;
        }
    }

    /**
     * Lays turns out as {@link Plan plans}, by the tables. It also notes whether some turn keeps the sum of the scores,
     * which makes the one pass in decreasing sum inexact.
     */
    private static final class Evaluation {
        private static final double[] CERTAIN = {1.0};

        final TurnTables turn;
        private final int goal;
        private final Layout layout;
        private final TurnTables.Step sides;
        private final TurnTables.Step zero;
        private final TurnTables.Step bonus;
        private final TurnTables.Step after;
        private final TurnTables.Step next;
        /** The points of a turn of no dice, as a roll of one certain score: {@code noDice[points] = {points}}. */
        private final int[][] noDice;
        /** The outcome code of a turn of no dice, likewise: {@code noDiceCode[points] = {code}}. */
        private final int[][] noDiceCode;
        /** Index strides of a state: per mover score, per opponent score, per the mover's memory. */
        private final int byScore;
        private final int byPair;
        private final int byPassedMemory;
        private final int byKeptMemory;
        private final ThreadLocal<Plan[]> plans;
        private final ThreadLocal<double[]> scratch;
        /**
         * Set, from any thread, when a turn that does not end the game leaves the sum of the scores as it was, or
         * lowers it.
         */
        boolean sumKept;
        /** Set, from any thread, when a turn that does not end the game lowers the sum of the scores. */
        boolean sumFalls;
        /**
         * Whether the state is the scores alone and no step after the roll reads the number of dice, so that an
         * outcome is worth the same whatever number of dice rolled it: see {@link #optimalPairByOutcome}.
         */
        final boolean byOutcome;
        private final ThreadLocal<Outcomes> outcomes;

        Evaluation(TurnTables turn) {
            this.turn = turn;
            this.goal = turn.goal;
            this.layout = turn.layout;
            this.sides = turn.sides;
            this.zero = turn.zero;
            this.bonus = turn.bonus;
            this.after = turn.after;
            this.next = turn.next;
            this.noDice = new int[zero.largest(0) + 1][];
            this.noDiceCode = new int[noDice.length][];
            for (int points = 0; points < noDice.length; points++) {
                noDice[points] = new int[] {points};
                noDiceCode[points] = new int[] {turn.noDiceCode[points]};
            }
            this.byPair = layout.perPair();
            this.byScore = layout.goal() * byPair;
            this.byPassedMemory = layout.period() * layout.extras();
            this.byKeptMemory = layout.memory() * byPassedMemory;
            int count = (turn.maxDice + 1) * turn.maxClasses;
            this.plans = ThreadLocal.withInitial(() -> {
                Plan[] made = new Plan[count];
                for (int i = 0; i < count; i++) {
                    made[i] = new Plan(turn.maxOutcomes, layout);
                }
                return made;
            });
            this.scratch = ThreadLocal.withInitial(() -> new double[count]);
            this.byOutcome = layout.perPair() == 1 && !sides.reads(TurnTables.DICE) && !bonus.reads(TurnTables.DICE)
                    && !after.reads(TurnTables.DICE) && !next.reads(TurnTables.DICE);
            this.outcomes = ThreadLocal.withInitial(() -> new Outcomes(turn.outcomeCodes));
        }

        /** This thread's outcomes, for {@link #optimalPairByOutcome}. */
        Outcomes outcomes() {
            return outcomes.get();
        }

        /**
         * For {@link #byOutcome} games: where a turn from these scores leads once it scored these points with this
         * outcome code, as a plan would lay it out, with the value found there.
         */
        void follow(Outcomes into, double[] value, int score, int opponent, int points, int code) {
            int raised = score + points + bonus.values[bonus.at(score, opponent, 0, code, 0, 0, 0, 0)];
            int at = (after.at(0, opponent, 0, code, 0, 0, 0, 0) + raised) * 2;
            int newScore = after.values[at];
            int newOpponent = after.values[at + 1];
            if (newScore >= goal || newOpponent >= goal) {
                into.ends(code, Outcome.valueOf(newScore, newOpponent));
                return;
            }
            int sum = score + opponent;
            if (newScore + newOpponent <= sum) {
                sumKept = true;
                sumFalls |= newScore + newOpponent < sum;
            }
            int end = next.values[next.at(newScore, newOpponent, 0, code, 0, 0, 0, 0)];
            if ((end & 1) != 0) {
                into.keeps(code, value[newScore * goal + newOpponent]);
            } else {
                into.passes(code, value[newOpponent * goal + newScore]);
            }
        }

        /** This thread's plans, one per number of dice and group of memories. */
        Plan[] plans() {
            return plans.get();
        }

        /** This thread's values, one per number of dice and group of memories. */
        double[] scratch() {
            return scratch.get();
        }

        /**
         * Lays out the mover's turn of {@code dice} dice: every step of the turn is a lookup in the tables, worked out
         * here once for every opponent's memory that the rules do not tell apart.
         */
        void plan(Plan plan, int score, int opponent, int mine, int theirs, int number, int kind, int dice) {
            int[] points;
            int[] codes;
            double[] chance;
            if (dice == 0) {
                int scored = zero.values[zero.at(score, opponent, 0, 0, number, kind, mine, theirs)];
                points = noDice[scored];
                codes = noDiceCode[scored];
                chance = CERTAIN;
            } else {
                int size = sides.values[sides.at(score, opponent, dice, 0, number, kind, mine, theirs)];
                points = turn.rollPoints[size][dice];
                codes = turn.rollCode[size][dice];
                chance = turn.rollChance[size][dice];
            }
            int nextNumber = number + 1 == layout.period() ? 0 : number + 1;
            int passedRest = nextNumber * layout.extras();
            int keptRest = nextNumber * layout.extras() + layout.extras() - 1;
            int bonusAt = bonus.at(score, opponent, dice, 0, number, kind, mine, theirs);
            int afterAt = after.at(0, opponent, dice, 0, number, kind, mine, theirs);
            int nextAt = next.at(0, 0, dice, 0, number, kind, mine, theirs);
            int sum = score + opponent;
            double ended = 0;
            double won = 0;
            double passedChance = 0;
            int kept = 0;
            int passed = 0;
            // Most rules read less than they could: a bonus that does not depend on the points, an end of the turn
            // that depends on nothing. Those lookups are made once here rather than for every score of the roll.
            int[] bonuses = bonus.values;
            int bonusByPoints = bonus.points;
            int fixedBonus = bonusByPoints == 0 ? bonuses[bonusAt] : 0;
            int[] ends = after.values;
            int afterByPoints = after.points;
            int[] nexts = next.values;
            boolean endVaries = (next.score | next.opponent | next.points) != 0;
            int fixedEnd = nexts[nextAt];
            for (int k = 0; k < points.length; k++) {
                int scored = points[k];
                int code = codes[k];
                int raised = score + scored
                        + (bonusByPoints == 0 ? fixedBonus : bonuses[bonusAt + code * bonusByPoints]);
                int at = (afterAt + raised + code * afterByPoints) * 2;
                int newScore = ends[at];
                int newOpponent = ends[at + 1];
                if (newScore >= goal || newOpponent >= goal) {
                    ended += chance[k];
                    won += chance[k] * Outcome.valueOf(newScore, newOpponent);
                    continue;
                }
                if (newScore + newOpponent <= sum) {
                    sumKept = true;
                    sumFalls |= newScore + newOpponent < sum;
                }
                int end = endVaries ? nexts[nextAt + newScore * next.score + newOpponent * next.opponent
                        + code * next.points] : fixedEnd;
                int remembered = end >>> 1;
                if ((end & 1) != 0) {
                    plan.keptChance[kept] = chance[k];
                    plan.keptAt[kept++] = newScore * byScore + newOpponent * byPair + remembered * byKeptMemory
                            + keptRest;
                } else {
                    plan.passingChance[passed] = chance[k];
                    plan.passingAt[passed++] = newOpponent * byScore + newScore * byPair + remembered * byPassedMemory
                            + passedRest;
                    passedChance += chance[k];
                }
            }
            plan.ended = ended;
            plan.won = won;
            plan.kept = kept;
            plan.passed = passed;
            plan.passedChance = passedChance;
        }
    }

    /**
     * A game between A and B, valued as A's chance of winning: one table for A to move, one for B to move. A plays
     * fixed choices, or the best response when {@code choicesA} is {@code null}; B plays fixed choices.
     */
    private final class Duel {
        private final TurnTables turn;
        private final byte[] choicesA;
        private final byte[] choicesB;
        private final double[] valueA;
        private final double[] valueB;
        private final byte[] policy;
        private final Evaluation evaluation;
        private final ThreadLocal<boolean[]> planned;

        Duel(TurnTables turn, byte[] choicesA, byte[] choicesB) {
            this.turn = turn;
            this.choicesA = choicesA;
            this.choicesB = Objects.requireNonNull(choicesB);
            this.valueA = new double[turn.states()];
            this.valueB = new double[turn.states()];
            this.policy = choicesA == null ? new byte[turn.states()] : choicesA;
            this.evaluation = new Evaluation(turn);
            int count = (turn.maxDice + 1) * turn.maxClasses;
            this.planned = ThreadLocal.withInitial(() -> new boolean[count]);
        }

        Duel solve() {
            inLayers(turn, this::pair);
            if (evaluation.sumKept) {
                iterate(turn, evaluation, this::pair, valueA, valueB);
            }
            return this;
        }

        ExactWinRate winRate() {
            Layout layout = turn.layout;
            int start = layout.index(0, 0, layout.initialMemory(), layout.initialMemory(), 0, 0);
            return new ExactWinRate(valueA[start], valueB[start]);
        }

        /**
         * Solves the states of one pair of scores, with A and with B to move. Plans are laid out as the choices ask for
         * them, once per turn number and kind of turn (and opponent's memory, if the rules read it); a plan serves
         * both players, who play the same rules.
         */
        private void pair(int score, int opponent) {
            Layout layout = turn.layout;
            Plan[] plans = evaluation.plans();
            boolean[] laid = planned.get();
            double[] cache = evaluation.scratch();
            for (int number = 0; number < layout.period(); number++) {
                for (int kind = 0; kind < layout.extras(); kind++) {
                    for (int theirs = 0; theirs < layout.memory(); theirs++) {
                        if (theirs == 0 || turn.readsOpponentMemory) {
                            Arrays.fill(laid, false);
                        }
                        for (int mover = 0; mover < 2; mover++) {
                            boolean moverIsA = mover == 0;
                            Arrays.fill(cache, Double.NaN);
                            double[] moving = moverIsA ? valueA : valueB;
                            double[] waiting = moverIsA ? valueB : valueA;
                            byte[] choices = moverIsA ? choicesA : choicesB;
                            for (int mine = 0; mine < layout.memory(); mine++) {
                                int index = layout.index(score, opponent, mine, theirs, number, kind);
                                if (choices == null) {
                                    double best = -1;
                                    int bestDice = -1;
                                    for (int dice = 0; dice <= turn.maxDice; dice++) {
                                        if (!turn.allows(score, opponent, dice, number, kind, mine, theirs)) {
                                            continue;
                                        }
                                        double expected = valued(plans, laid, cache, moverIsA, moving, waiting, score,
                                                opponent, mine, theirs, number, kind, dice);
                                        if (expected > best) {
                                            best = expected;
                                            bestDice = dice;
                                        }
                                    }
                                    if (bestDice < 0) {
                                        throw noLegalChoice(turn, index);
                                    }
                                    moving[index] = best;
                                    policy[index] = (byte) bestDice;
                                } else {
                                    moving[index] = valued(plans, laid, cache, moverIsA, moving, waiting, score,
                                            opponent, mine, theirs, number, kind, choices[index]);
                                }
                            }
                        }
                    }
                }
            }
        }

        private double valued(Plan[] plans, boolean[] laid, double[] cache, boolean moverIsA, double[] moving,
                double[] waiting, int score, int opponent, int mine, int theirs, int number, int kind, int dice) {
            int slot = dice * turn.maxClasses + turn.memoryClass[dice][mine];
            if (Double.isNaN(cache[slot])) {
                if (!laid[slot]) {
                    evaluation.plan(plans[slot], score, opponent, turn.classMemory[dice][turn.memoryClass[dice][mine]],
                            theirs, number, kind, dice);
                    laid[slot] = true;
                }
                cache[slot] = plans[slot].duel(moverIsA, moving, waiting, theirs);
            }
            return cache[slot];
        }
    }

    private static RuntimeException noLegalChoice(TurnTables turn, int index) {
        return turn.rules.kernel().noLegalChoice("at " + turn.layout.state(index));
    }

    @FunctionalInterface
    private interface PairBody {
        void solve(int score, int opponent);
    }

    /** Solves the pairs of scores in decreasing sum; the pairs of one sum in parallel when there are many states. */
    private void inLayers(TurnTables turn, PairBody body) {
        boolean parallel = pool.getParallelism() > 1 && turn.states() >= PARALLEL_STATES;
        int goal = turn.goal;
        for (int sum = 2 * goal - 2; sum >= 0; sum--) {
            int total = sum;
            int low = Math.max(0, sum - goal + 1);
            int high = Math.min(sum, goal - 1);
            if (parallel) {
                pool.submit(() -> IntStream.rangeClosed(low, high).parallel()
                        .forEach(score -> body.solve(score, total - score))).join();
            } else {
                for (int score = low; score <= high; score++) {
                    body.solve(score, total - score);
                }
            }
        }
    }

    /**
     * Value iteration, after a first pass that found turns keeping the sum of the scores, until no value moves by more
     * than {@link #TOLERANCE}. When no turn lowers the sum, each sum's pairs depend only on themselves and on higher
     * sums, so each sum is iterated to its end before the next lower one: a few sweeps of one layer each, where
     * sweeps of the whole game would carry each layer's error down to every layer below it. Otherwise every pair is
     * swept, from values of one half, in decreasing sum until the whole game settles.
     *
     * @return the sweeps: of the layer that needed the most, or of the whole game
     */
    private static int iterate(TurnTables turn, Evaluation evaluation, PairBody body, double[]... values) {
        int goal = turn.goal;
        if (!evaluation.sumFalls) {
            int perPair = turn.layout.perPair();
            int most = 0;
            for (int sum = 2 * goal - 2; sum >= 0; sum--) {
                int low = Math.max(0, sum - goal + 1);
                int high = Math.min(sum, goal - 1);
                double change = Double.POSITIVE_INFINITY;
                int sweeps;
                for (sweeps = 0; change > TOLERANCE; sweeps++) {
                    checkIterations(sweeps, turn);
                    double[][] before = new double[values.length][(high - low + 1) * perPair];
                    for (int v = 0; v < values.length; v++) {
                        for (int score = low; score <= high; score++) {
                            System.arraycopy(values[v], (score * goal + sum - score) * perPair, before[v],
                                    (score - low) * perPair, perPair);
                        }
                    }
                    for (int score = low; score <= high; score++) {
                        body.solve(score, sum - score);
                    }
                    change = 0;
                    for (int v = 0; v < values.length; v++) {
                        for (int score = low; score <= high; score++) {
                            int at = (score * goal + sum - score) * perPair;
                            for (int i = 0; i < perPair; i++) {
                                change = Math.max(change, Math.abs(values[v][at + i]
                                        - before[v][(score - low) * perPair + i]));
                            }
                        }
                    }
                }
                most = Math.max(most, sweeps);
            }
            return most;
        }
        for (double[] value : values) {
            Arrays.fill(value, 0.5);
        }
        double change = Double.POSITIVE_INFINITY;
        int iterations;
        for (iterations = 0; change > TOLERANCE; iterations++) {
            checkIterations(iterations, turn);
            double[][] before = new double[values.length][];
            for (int v = 0; v < values.length; v++) {
                before[v] = values[v].clone();
            }
            forEachPairBySum(turn, body);
            change = 0;
            for (int v = 0; v < values.length; v++) {
                change = Math.max(change, largestChange(before[v], values[v]));
            }
        }
        return iterations;
    }

    private static void forEachPairBySum(TurnTables turn, PairBody body) {
        int goal = turn.goal;
        for (int sum = 2 * goal - 2; sum >= 0; sum--) {
            for (int score = Math.max(0, sum - goal + 1); score <= Math.min(sum, goal - 1); score++) {
                body.solve(score, sum - score);
            }
        }
    }

    private static double largestChange(double[] before, double[] after) {
        double largest = 0;
        for (int i = 0; i < before.length; i++) {
            largest = Math.max(largest, Math.abs(after[i] - before[i]));
        }
        return largest;
    }

    private static void checkIterations(int iterations, TurnTables turn) {
        if (iterations >= MAX_ITERATIONS) {
            throw new HogException("Value iteration for " + turn.rules + " did not settle to " + TOLERANCE + " in "
                    + MAX_ITERATIONS + " sweeps");
        }
    }
}
