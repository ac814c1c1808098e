package dev.hog.analysis;

import dev.hog.analysis.LayerSweep.PairBody;
import dev.hog.api.API;
import dev.hog.api.EngineLimitException;
import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Outcome;
import dev.hog.api.game.Strategy;
import java.util.Arrays;
import java.util.Objects;
import java.util.Queue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.ForkJoinPool;

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
 * <p>Wherever the solver chooses a number of dice (the {@link #optimal optimal strategy}, the {@link #bestResponse best
 * response} and the {@link #odds odds}' best choice), it takes the one of highest value, and among numbers of dice of
 * exactly equal value, to the last bit, the fewest. The optimal strategy and the best response to it sum the same
 * chances in different orders, so where two numbers of dice are worth the same but for rounding (su20 without Feral
 * Hogs has a few such states, at 19 against 97 say), each may keep a different one; both are best, and the values
 * they give agree to within about 1e-13.
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
    private static final int PARALLEL_STATES = 4_000;

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
        return BestResponse.of(strategy, duel.winRate(), (System.nanoTime() - start) / 1e9);
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
     * @since 2.0
     */
    @API(status = API.Status.EXPERIMENTAL, since = "2.0")
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
        boolean iterated = evaluation.sumKept();
        if (iterated) {
            iterations = iterate(turn, evaluation,
                    (score, opponent) -> optimalPair(evaluation, value, policy, score, opponent), value);
        }
        Layout layout = turn.layout;
        int init = layout.index(0, 0, layout.initialMemory(), layout.initialMemory(), 0, 0);
        StrategyTable strategy = new StrategyTable("optimal", layout, policy);
        return Solution.of(turn.rules, value[init], strategy, iterated, iterations,
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
     * depend on the number of dice: every outcome of every number of dice is followed once, and each number of dice
     * then sums its outcomes' chances times their worth. A state's eleven numbers of dice share their outcomes (a score
     * of 12 is a score of 12 whatever rolled it), so this follows about 60 outcomes through the tables where laying out
     * each number of dice on its own follows about 300.
     *
     * <p>Each number of dice is first valued by {@link #estimate}, whose sums are quick but rounded in their own
     * order. The numbers of dice worth within {@link #NEAR} of the best estimate, usually one, are then valued by
     * {@link Outcomes#exact}, in the order of {@link Plan#symmetric}: every value, and every choice between numbers of
     * dice worth the same to the last bit, is what laying out a plan for each number of dice gives.
     */
    private static void optimalPairByOutcome(Evaluation evaluation, double[] value, byte[] policy, int score,
            int opponent) {
        TurnTables turn = evaluation.turn;
        Outcomes outcomes = evaluation.outcomes();
        double[] estimates = outcomes.estimates;
        int size = evaluation.sides.values[evaluation.sides.at(score, opponent, 0, 0, 0, 0, 0, 0)];
        evaluation.follow(outcomes, value, score, opponent, turn.usedCodes[size], turn.usedPoints[size]);
        double bestEstimate = Double.NEGATIVE_INFINITY;
        for (int dice = 0; dice <= turn.maxDice; dice++) {
            double estimate = Double.NEGATIVE_INFINITY;
            if (turn.allows(score, opponent, dice, 0, 0, 0, 0)) {
                if (dice == 0) {
                    // Its one outcome is followed as the rolls' are: a code it shares with a roll is worth the same.
                    int scored = evaluation.zero.values[evaluation.zero.at(score, opponent, 0, 0, 0, 0, 0, 0)];
                    evaluation.follow(outcomes, value, score, opponent, evaluation.noDiceCode[scored],
                            evaluation.noDice[scored]);
                    estimate = outcomes.worth[turn.noDiceCode[scored]];
                } else {
                    estimate = estimate(outcomes.worth, turn.denseFirst[size][dice], turn.denseChance[size][dice]);
                }
            }
            estimates[dice] = estimate;
            bestEstimate = Math.max(bestEstimate, estimate);
        }
        int index = score * turn.goal + opponent;
        if (bestEstimate == Double.NEGATIVE_INFINITY) {
            throw noLegalChoice(turn, index);
        }
        double best = -1;
        int bestDice = -1;
        for (int dice = 0; dice <= turn.maxDice; dice++) {
            if (estimates[dice] >= bestEstimate - NEAR) {
                // No dice: one certain outcome, whose estimate is its worth, as exact as a plan's sum of one term.
                double expected = dice == 0 ? estimates[0]
                        : outcomes.exact(turn.rollCode[size][dice], turn.rollChance[size][dice]);
                if (expected > best) {
                    best = expected;
                    bestDice = dice;
                }
            }
        }
        value[index] = best;
        policy[index] = (byte) bestDice;
    }

    /**
     * How far below the best estimate a number of dice may be and still be valued exactly. The estimates and the exact
     * sums are sums of at most a few hundred terms of at most 1, so each is within 1e-13 of the true sum; this leaves
     * a thousand times that, so that the best exact value is always among those valued.
     */
    private static final double NEAR = 1e-10;

    /**
     * The sum of each outcome's chance times its worth, from a roll's chances over a run of codes
     * ({@link TurnTables#denseChance}), in eight independent fused sums: the additions of one sum wait on each other,
     * those of eight overlap. Rounded in its own order, it picks out the numbers of dice worth summing exactly.
     */
    private static double estimate(double[] worth, int first, double[] chance) {
        double s0 = 0;
        double s1 = 0;
        double s2 = 0;
        double s3 = 0;
        double s4 = 0;
        double s5 = 0;
        double s6 = 0;
        double s7 = 0;
        int k = 0;
        for (int last = chance.length - 7; k < last; k += 8) {
            s0 = Math.fma(chance[k], worth[first + k], s0);
            s1 = Math.fma(chance[k + 1], worth[first + k + 1], s1);
            s2 = Math.fma(chance[k + 2], worth[first + k + 2], s2);
            s3 = Math.fma(chance[k + 3], worth[first + k + 3], s3);
            s4 = Math.fma(chance[k + 4], worth[first + k + 4], s4);
            s5 = Math.fma(chance[k + 5], worth[first + k + 5], s5);
            s6 = Math.fma(chance[k + 6], worth[first + k + 6], s6);
            s7 = Math.fma(chance[k + 7], worth[first + k + 7], s7);
        }
        for (; k < chance.length; k++) {
            s0 = Math.fma(chance[k], worth[first + k], s0);
        }
        return ((s0 + s1) + (s2 + s3)) + ((s4 + s5) + (s6 + s7));
    }

    /**
     * Every outcome of a state's turn, by outcome code, as {@link Evaluation#follow} found it: its worth to the mover,
     * and the parts {@link Plan#symmetric} sums apart. Reused from state to state by one thread.
     */
    private static final class Outcomes {
        static final byte ENDS = 0;
        static final byte KEEPS = 1;
        static final byte PASSES = 2;
        /** What the outcome is worth to the mover: its end, the value it keeps, or 1 less the value it passes. */
        final double[] worth;
        /**
         * Its kind, and what {@link Plan#symmetric} sums for it: what its end is worth, the value of the state it keeps
         * the mover in, or the opponent's value of the state it passes the turn to.
         */
        final byte[] kind;
        final double[] found;
        /** Per number of dice: its estimate, or negative infinity if the rules forbid it. */
        final double[] estimates;
        /** What the turns followed by the thread that owns these outcomes did to the sum of the scores. */
        final SumChanges sums;

        Outcomes(int codes, int maxDice, SumChanges sums) {
            worth = new double[codes];
            kind = new byte[codes];
            found = new double[codes];
            estimates = new double[maxDice + 1];
            this.sums = sums;
        }

        void ends(int code, double end) {
            worth[code] = end;
            kind[code] = ENDS;
            found[code] = end;
        }

        void keeps(int code, double value) {
            worth[code] = value;
            kind[code] = KEEPS;
            found[code] = value;
        }

        void passes(int code, double theirs) {
            worth[code] = 1 - theirs;
            kind[code] = PASSES;
            found[code] = theirs;
        }

        /**
         * The mover's chance rolling dice with these outcomes, summed as {@link Plan#symmetric} sums a plan: the
         * chance of winning at once and of passing the turn, then each kept outcome's value, then less each passing
         * one's, in the order of the outcomes. The terms of 0 that a plan adds are left out: adding or taking 0
         * changes no bit of these sums.
         */
        double exact(int[] codes, double[] chance) {
            double won = 0;
            double passedChance = 0;
            boolean anyKeeps = false;
            for (int k = 0; k < codes.length; k++) {
                int code = codes[k];
                switch (kind[code]) {
                    case ENDS -> won += chance[k] * found[code];
                    case PASSES -> passedChance += chance[k];
                    default -> anyKeeps = true;
                }
            }
            double total = won + passedChance;
            if (anyKeeps) {
                for (int k = 0; k < codes.length; k++) {
                    if (kind[codes[k]] == KEEPS) {
                        total += chance[k] * found[codes[k]];
                    }
                }
            }
            for (int k = 0; k < codes.length; k++) {
                if (kind[codes[k]] == PASSES) {
                    total -= chance[k] * found[codes[k]];
                }
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
        /** What the turns laid out by the thread that owns this plan did to the sum of the scores. */
        final SumChanges sums;
        private final int keptByTheirs;
        private final int passedByTheirs;

        Plan(int outcomes, Layout layout, SumChanges sums) {
            keptChance = new double[outcomes];
            keptAt = new int[outcomes];
            passingChance = new double[outcomes];
            passingAt = new int[outcomes];
            this.sums = sums;
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
     * What one thread's turns did to the sum of the scores: whether some turn that did not end the game left the sum
     * as it was, or lowered it. Only the thread that owns it writes it, so no thread's note can overwrite another's,
     * and the threads' loops write nothing that the other threads read.
     */
    private static final class SumChanges {
        boolean kept;
        boolean falls;
    }

    /**
     * Lays turns out as {@link Plan plans}, by the tables. It also notes whether some turn keeps the sum of the scores,
     * which makes the one pass in decreasing sum inexact: each thread in its own {@link SumChanges}, read together
     * once the threads are joined.
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
        /** Every thread's notes, each added by its thread before the thread writes them. */
        private final Queue<SumChanges> everyThreadsSums = new ConcurrentLinkedQueue<>();
        private final ThreadLocal<SumChanges> sums;
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
            this.sums = ThreadLocal.withInitial(() -> {
                SumChanges mine = new SumChanges();
                everyThreadsSums.add(mine);
                return mine;
            });
            this.plans = ThreadLocal.withInitial(() -> {
                Plan[] made = new Plan[count];
                for (int i = 0; i < count; i++) {
                    made[i] = new Plan(turn.maxOutcomes, layout, sums.get());
                }
                return made;
            });
            this.scratch = ThreadLocal.withInitial(() -> new double[count]);
            this.byOutcome = layout.perPair() == 1 && turn.denseChance != null && !sides.reads(TurnTables.DICE)
                    && !bonus.reads(TurnTables.DICE) && !after.reads(TurnTables.DICE) && !next.reads(TurnTables.DICE);
            this.outcomes = ThreadLocal.withInitial(() -> new Outcomes(turn.outcomeCodes, turn.maxDice, sums.get()));
        }

        /**
         * Whether some turn laid out or followed so far, on any thread, left the sum of the scores as it was or
         * lowered it. Read only once the threads that laid the turns out are joined: {@link LayerSweep#run} returns
         * after every pair its helpers solved, so what they noted is seen here.
         */
        boolean sumKept() {
            for (SumChanges thread : everyThreadsSums) {
                if (thread.kept) {
                    return true;
                }
            }
            return false;
        }

        /** Whether some turn laid out or followed so far, on any thread, lowered the sum; as {@link #sumKept()}. */
        boolean sumFalls() {
            for (SumChanges thread : everyThreadsSums) {
                if (thread.falls) {
                    return true;
                }
            }
            return false;
        }

        /** This thread's outcomes, for {@link #optimalPairByOutcome}. */
        Outcomes outcomes() {
            return outcomes.get();
        }

        /**
         * For {@link #byOutcome} games: what each outcome of a turn from these scores is worth to the mover, as a plan
         * would lay it out (the end of the game, the value of the state it keeps the mover in, or 1 less the
         * opponent's value of the state it passes the turn to), put in its code's place; the lookups' parts that stay
         * the same over the outcomes are worked out once.
         */
        void follow(Outcomes into, double[] value, int score, int opponent, int[] codes, int[] points) {
            int[] bonuses = bonus.values;
            int bonusAt = bonus.at(score, opponent, 0, 0, 0, 0, 0, 0);
            int bonusStep = bonus.points;
            int[] afters = after.values;
            int afterAt = after.at(0, opponent, 0, 0, 0, 0, 0, 0) + score;
            int afterStep = after.points;
            int[] nexts = next.values;
            int nextScore = next.score;
            int nextOpponent = next.opponent;
            int nextStep = next.points;
            int sum = score + opponent;
            boolean kept = false;
            boolean falls = false;
            // Most games have a bonus that is the same for every roll, and no roll that keeps the mover. The loop is
            // compiled apart for each case (the tests do not change within it), without the lookups they spare.
            boolean fixed = bonus.dims == 0;
            int fixedBonus = bonuses[bonusAt];
            boolean passes = next.dims == 0 && (nexts[0] & 1) == 0;
            for (int k = 0; k < codes.length; k++) {
                int code = codes[k];
                int raised = points[k] + (fixed ? fixedBonus : bonuses[bonusAt + code * bonusStep]);
                int at = (afterAt + raised + code * afterStep) * 2;
                int newScore = afters[at];
                int newOpponent = afters[at + 1];
                if (newScore >= goal || newOpponent >= goal) {
                    into.ends(code, Outcome.valueOf(newScore, newOpponent));
                } else {
                    int newSum = newScore + newOpponent;
                    kept |= newSum <= sum;
                    falls |= newSum < sum;
                    if (!passes
                            && (nexts[newScore * nextScore + newOpponent * nextOpponent + code * nextStep] & 1) != 0) {
                        into.keeps(code, value[newScore * goal + newOpponent]);
                    } else {
                        into.passes(code, value[newOpponent * goal + newScore]);
                    }
                }
            }
            into.sums.kept |= kept;
            into.sums.falls |= falls;
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
                    plan.sums.kept = true;
                    plan.sums.falls |= newScore + newOpponent < sum;
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
            if (evaluation.sumKept()) {
                iterate(turn, evaluation, this::pair, valueA, valueB);
            }
            return this;
        }

        ExactWinRate winRate() {
            Layout layout = turn.layout;
            int start = layout.index(0, 0, layout.initialMemory(), layout.initialMemory(), 0, 0);
            return ExactWinRate.of(valueA[start], valueB[start]);
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
        return turn.kernel.noLegalChoice("at " + turn.layout.state(index));
    }

    /** Solves the pairs of scores in decreasing sum; on every thread of the pool when there are enough states. */
    private void inLayers(TurnTables turn, PairBody body) {
        if (pool.getParallelism() > 1 && turn.states() >= PARALLEL_STATES) {
            LayerSweep.run(turn.goal, pool, pool.getParallelism() - 1, body);
            return;
        }
        for (int sum = 2 * turn.goal - 2; sum >= 0; sum--) {
            for (int score = Math.max(0, sum - turn.goal + 1); score <= Math.min(sum, turn.goal - 1); score++) {
                body.solve(score, sum - score);
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
        if (!evaluation.sumFalls()) {
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
            throw new EngineLimitException("Value iteration for " + turn.rules + " did not settle to " + TOLERANCE
                    + " in " + MAX_ITERATIONS + " sweeps");
        }
    }
}
