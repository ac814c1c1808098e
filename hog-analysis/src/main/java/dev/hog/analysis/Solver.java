package dev.hog.analysis;

import dev.hog.api.API;
import dev.hog.api.HogException;
import dev.hog.api.Outcome;
import dev.hog.api.Rules;
import dev.hog.api.Strategy;
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
    private final ConcurrentMap<Rules, TurnTables> tables = new ConcurrentHashMap<>();
    private final ConcurrentMap<Rules, Solution> optimal = new ConcurrentHashMap<>();

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

    TurnTables tables(Rules rules) {
        return tables.computeIfAbsent(rules, TurnTables::new);
    }

    /**
     * The optimal strategy when both players play it, and the game's value. Computed once per game.
     *
     * @param rules the game: the rules in force and the goal
     * @return the solution
     * @throws HogException if the game is too large to solve
     */
    public Solution optimal(Rules rules) {
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
    public ExactWinRate winRate(Rules rules, Strategy a, Strategy b) {
        TurnTables turn = tables(rules);
        return new Duel(turn, Choices.of(turn, a), Choices.of(turn, b)).solve().winRate();
    }

    /**
     * The best response to a strategy and its exact win rate against it.
     *
     * @param rules the game
     * @param opponent the strategy to answer
     * @return the best response
     * @throws HogException if the strategy chooses a number of dice out of range
     */
    public BestResponse bestResponse(Rules rules, Strategy opponent) {
        long start = System.nanoTime();
        TurnTables turn = tables(rules);
        Duel duel = new Duel(turn, null, Choices.of(turn, opponent)).solve();
        StrategyTable strategy = new StrategyTable("best response to " + opponent, turn.layout, duel.policy);
        return new BestResponse(strategy, duel.winRate(), (System.nanoTime() - start) / 1e9);
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
    public StrategyTable tabulate(String name, Rules rules, Strategy strategy) {
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
        Evaluation evaluation = new Evaluation(turn, value, null);
        int iterations = 1;
        inLayers(turn, (score, opponent) -> optimalPair(evaluation, policy, score, opponent));
        boolean iterated = evaluation.sumKept;
        if (iterated) {
            Arrays.fill(value, 0.5);
            double change = Double.POSITIVE_INFINITY;
            for (iterations = 0; change > TOLERANCE; iterations++) {
                checkIterations(iterations, turn);
                double[] before = value.clone();
                forEachPairBySum(turn, (score, opponent) -> optimalPair(evaluation, policy, score, opponent));
                change = largestChange(before, value);
            }
        }
        Layout layout = turn.layout;
        int init = layout.index(0, 0, layout.initialMemory(), layout.initialMemory(), 0, 0);
        StrategyTable strategy = new StrategyTable("optimal", layout, policy);
        return new Solution(turn.rules, value[init], strategy, iterated, iterations,
                (System.nanoTime() - start) / 1e9);
    }

    /**
     * Solves the states of one pair of scores: for each of the opponent's memories, turn and kind of turn, the
     * expectation of each number of dice is computed once per group of the mover's memories that behave alike, then
     * each memory takes its best.
     */
    private static void optimalPair(Evaluation evaluation, byte[] policy, int score, int opponent) {
        TurnTables turn = evaluation.turn;
        Layout layout = turn.layout;
        int classes = turn.maxClasses;
        double[] scratch = new double[(turn.maxDice + 1) * classes];
        for (int theirs = 0; theirs < layout.memory(); theirs++) {
            for (int number = 0; number < layout.period(); number++) {
                for (int extra = 0; extra < layout.extras(); extra++) {
                    for (int dice = 0; dice <= turn.maxDice; dice++) {
                        int[] representatives = turn.classMemory[dice];
                        for (int c = 0; c < representatives.length; c++) {
                            scratch[dice * classes + c] = evaluation.expectation(true, score, opponent,
                                    representatives[c], theirs, number, extra, dice);
                        }
                    }
                    for (int mine = 0; mine < layout.memory(); mine++) {
                        double best = -1;
                        int bestDice = 0;
                        for (int dice = 0; dice <= turn.maxDice; dice++) {
                            double expected = scratch[dice * classes + turn.memoryClass[dice][mine]];
                            if (expected > best) {
                                best = expected;
                                bestDice = dice;
                            }
                        }
                        int index = layout.index(score, opponent, mine, theirs, number, extra);
                        evaluation.value[index] = best;
                        policy[index] = (byte) bestDice;
                    }
                }
            }
        }
    }

    /**
     * The expected result of the mover's turn, by the tables. With {@code other == null}, the symmetric game: values
     * are the mover's chances and a turn that passes flips them. Otherwise a duel: {@code value} is one player's
     * table and {@code other} the other player's, both holding player A's chance.
     *
     * <p>It also notes whether some turn keeps the sum of the scores, which makes the one pass in decreasing sum
     * inexact.
     */
    private static final class Evaluation {
        final TurnTables turn;
        final double[] value;
        final double[] other;
        private final int goal;
        private final Layout layout;
        private final int nextExtra;
        private final TurnTables.Step sides;
        private final TurnTables.Step zero;
        private final TurnTables.Step bonus;
        private final TurnTables.Step after;
        private final TurnTables.Step extra;
        private final TurnTables.Step remember;
        /** Set, from any thread, when a turn that does not end the game leaves the sum of the scores as it was. */
        boolean sumKept;

        Evaluation(TurnTables turn, double[] value, double[] other) {
            this.turn = turn;
            this.value = value;
            this.other = other;
            this.goal = turn.goal;
            this.layout = turn.layout;
            this.nextExtra = turn.layout.extras() - 1;
            this.sides = turn.sides;
            this.zero = turn.zero;
            this.bonus = turn.bonus;
            this.after = turn.after;
            this.extra = turn.extra;
            this.remember = turn.remember;
        }

        /** The chance of player A (the mover if {@code moverIsA}) after the mover rolls {@code dice} dice. */
        double expectation(boolean moverIsA, int score, int opponent, int mine, int theirs, int number, int kind,
                int dice) {
            int bonusAt = bonus.at(score, opponent, dice, 0, number, kind, mine, theirs);
            int afterAt = after.at(0, opponent, dice, 0, number, kind, mine, theirs);
            int extraAt = extra.at(0, 0, dice, 0, number, kind, mine, theirs);
            int rememberAt = remember.at(0, 0, dice, 0, number, kind, mine, theirs);
            int nextNumber = number + 1 == layout.period() ? 0 : number + 1;
            if (dice == 0) {
                int points = zero.values[zero.at(score, opponent, 0, 0, number, kind, mine, theirs)];
                return outcome(moverIsA, score, opponent, theirs, nextNumber, points, bonusAt, afterAt, extraAt,
                        rememberAt);
            }
            int size = sides.values[sides.at(score, opponent, dice, 0, number, kind, mine, theirs)];
            int[] points = turn.rollPoints[size][dice];
            double[] chance = turn.rollChance[size][dice];
            double expected = 0;
            for (int k = 0; k < points.length; k++) {
                expected += chance[k] * outcome(moverIsA, score, opponent, theirs, nextNumber, points[k], bonusAt,
                        afterAt, extraAt, rememberAt);
            }
            return expected;
        }

        private double outcome(boolean moverIsA, int score, int opponent, int theirs, int nextNumber, int points,
                int bonusAt, int afterAt, int extraAt, int rememberAt) {
            int raised = score + points + bonus.values[bonusAt + points * bonus.points];
            int ended = (afterAt + raised * after.score + points * after.points) * 2;
            int newScore = after.values[ended];
            int newOpponent = after.values[ended + 1];
            if (newScore >= goal || newOpponent >= goal) {
                double moverWins = Outcome.of(newScore, newOpponent).value();
                return other == null || moverIsA ? moverWins : 1 - moverWins;
            }
            if (newScore + newOpponent <= score + opponent) {
                sumKept = true;
            }
            int remembered = remember.values[rememberAt + newScore * remember.score + newOpponent * remember.opponent
                    + points * remember.points];
            if (extra.values[extraAt + newScore * extra.score + newOpponent * extra.opponent + points * extra.points]
                    != 0) {
                return value[layout.index(newScore, newOpponent, remembered, theirs, nextNumber, nextExtra)];
            }
            int next = layout.index(newOpponent, newScore, theirs, remembered, nextNumber, 0);
            return other == null ? 1 - value[next] : other[next];
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
        private final Evaluation moverA;
        private final Evaluation moverB;

        Duel(TurnTables turn, byte[] choicesA, byte[] choicesB) {
            this.turn = turn;
            this.choicesA = choicesA;
            this.choicesB = Objects.requireNonNull(choicesB);
            this.valueA = new double[turn.states()];
            this.valueB = new double[turn.states()];
            this.policy = choicesA == null ? new byte[turn.states()] : choicesA;
            this.moverA = new Evaluation(turn, valueA, valueB);
            this.moverB = new Evaluation(turn, valueB, valueA);
        }

        Duel solve() {
            inLayers(turn, this::pair);
            if (moverA.sumKept || moverB.sumKept) {
                Arrays.fill(valueA, 0.5);
                Arrays.fill(valueB, 0.5);
                double change = Double.POSITIVE_INFINITY;
                for (int iteration = 0; change > TOLERANCE; iteration++) {
                    checkIterations(iteration, turn);
                    double[] beforeA = valueA.clone();
                    double[] beforeB = valueB.clone();
                    forEachPairBySum(turn, this::pair);
                    change = Math.max(largestChange(beforeA, valueA), largestChange(beforeB, valueB));
                }
            }
            return this;
        }

        ExactWinRate winRate() {
            Layout layout = turn.layout;
            int start = layout.index(0, 0, layout.initialMemory(), layout.initialMemory(), 0, 0);
            return new ExactWinRate(valueA[start], valueB[start]);
        }

        private void pair(int score, int opponent) {
            Layout layout = turn.layout;
            double[] cache = new double[(turn.maxDice + 1) * turn.maxClasses];
            for (int theirs = 0; theirs < layout.memory(); theirs++) {
                for (int number = 0; number < layout.period(); number++) {
                    for (int kind = 0; kind < layout.extras(); kind++) {
                        group(true, score, opponent, theirs, number, kind, cache);
                        group(false, score, opponent, theirs, number, kind, cache);
                    }
                }
            }
        }

        private void group(boolean moverIsA, int score, int opponent, int theirs, int number, int kind,
                double[] cache) {
            Arrays.fill(cache, Double.NaN);
            Evaluation evaluation = moverIsA ? moverA : moverB;
            byte[] choices = moverIsA ? choicesA : choicesB;
            Layout layout = turn.layout;
            for (int mine = 0; mine < layout.memory(); mine++) {
                int index = layout.index(score, opponent, mine, theirs, number, kind);
                if (choices == null) {
                    double best = -1;
                    int bestDice = 0;
                    for (int dice = 0; dice <= turn.maxDice; dice++) {
                        double expected = cached(cache, evaluation, moverIsA, score, opponent, mine, theirs, number,
                                kind, dice);
                        if (expected > best) {
                            best = expected;
                            bestDice = dice;
                        }
                    }
                    evaluation.value[index] = best;
                    policy[index] = (byte) bestDice;
                } else {
                    evaluation.value[index] = cached(cache, evaluation, moverIsA, score, opponent, mine, theirs,
                            number, kind, choices[index]);
                }
            }
        }

        private double cached(double[] cache, Evaluation evaluation, boolean moverIsA, int score, int opponent,
                int mine, int theirs, int number, int kind, int dice) {
            int slot = dice * turn.maxClasses + turn.memoryClass[dice][mine];
            if (Double.isNaN(cache[slot])) {
                cache[slot] = evaluation.expectation(moverIsA, score, opponent, mine, theirs, number, kind, dice);
            }
            return cache[slot];
        }
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
