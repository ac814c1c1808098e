package dev.hog.analysis;

import dev.hog.api.HogException;
import dev.hog.api.Options;
import dev.hog.api.Rules;
import dev.hog.api.Strategy;
import java.util.Arrays;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.ForkJoinPool;
import java.util.stream.IntStream;

/**
 * Exact answers for any ruleset reached through the API: the optimal strategy and the game's value, the exact win
 * rate of one strategy against another, and the best response to a strategy.
 *
 * <p>A state is what the rules make matter, seen from the mover: both scores and what the rules remember of each
 * player (Feral Hogs' previous points); extra turns, die sizes and swaps are part of the turn. Chance comes from each
 * roll's score distribution under the ruleset's own roll rule. When every turn raises the sum of the scores, as in
 * every course ruleset, the states are solved in one pass in decreasing sum, exactly; the states of one sum do not
 * depend on each other and are solved in parallel. Otherwise the solver iterates the values to within
 * {@value #TOLERANCE} and {@link Solution#valueIteration() says so}.
 *
 * <p>A tie at the end of a game, which no course ruleset allows, counts as half a win. The solver keeps the tables of
 * every rules and goal it has seen, and the optimal solution of each; it is thread-safe.
 */
public final class Solver {
    /** Value iteration stops when no value moves by more than this. */
    public static final double TOLERANCE = 1e-12;
    private static final int MAX_ITERATIONS = 100_000;
    /** Below this many states, threads cost more than they save. */
    private static final int PARALLEL_STATES = 200_000;

    private final ForkJoinPool pool;
    private final ConcurrentMap<Key, TurnTables> tables = new ConcurrentHashMap<>();
    private final ConcurrentMap<Key, Solution> optimal = new ConcurrentHashMap<>();

    private record Key(String ruleset, Options options, int goal) {
        static Key of(Rules rules, int goal) {
            return new Key(rules.ruleset().id(), rules.options(), goal);
        }
    }

    /** A solver that uses every core. */
    public Solver() {
        this(Runtime.getRuntime().availableProcessors());
    }

    /**
     * A solver that uses some threads.
     *
     * @param threads the threads, at least 1
     */
    public Solver(int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("A solver needs at least 1 thread, not " + threads);
        }
        this.pool = new ForkJoinPool(threads);
    }

    TurnTables tables(Rules rules, int goal) {
        if (goal < 1) {
            throw new HogException("The goal must be at least 1, not " + goal);
        }
        return tables.computeIfAbsent(Key.of(rules, goal), key -> new TurnTables(rules, goal));
    }

    /**
     * The optimal strategy when both players play it, and the game's value. Computed once per ruleset, options and
     * goal.
     *
     * @param rules the rules
     * @param goal the goal
     * @return the solution
     * @throws HogException if the goal is too large to solve
     */
    public Solution optimal(Rules rules, int goal) {
        return optimal.computeIfAbsent(Key.of(rules, goal), key -> solveOptimal(tables(rules, goal)));
    }

    /**
     * The exact chance that A beats B, moving first and moving second.
     *
     * @param rules the rules
     * @param goal the goal
     * @param a strategy A
     * @param b strategy B
     * @return A's win rates
     * @throws HogException if a strategy chooses a number of dice out of range
     */
    public ExactWinRate winRate(Rules rules, int goal, Strategy a, Strategy b) {
        TurnTables turn = tables(rules, goal);
        return new Duel(turn, Choices.of(rules, goal, a), Choices.of(rules, goal, b)).solve().winRate();
    }

    /**
     * The best response to a strategy and its exact win rate against it.
     *
     * @param rules the rules
     * @param goal the goal
     * @param opponent the strategy to answer
     * @return the best response
     */
    public BestResponse bestResponse(Rules rules, int goal, Strategy opponent) {
        long start = System.nanoTime();
        TurnTables turn = tables(rules, goal);
        Duel duel = new Duel(turn, null, Choices.of(rules, goal, opponent)).solve();
        StrategyTable strategy = new StrategyTable("best response to " + opponent, goal, turn.memory,
                turn.initialMemory, duel.policy);
        return new BestResponse(strategy, duel.winRate(), (System.nanoTime() - start) / 1e9);
    }

    private Solution solveOptimal(TurnTables turn) {
        long start = System.nanoTime();
        double[] value = new double[turn.states()];
        byte[] policy = new byte[turn.states()];
        int iterations = 1;
        if (turn.sumAlwaysGrows) {
            inLayers(turn, (score, opponent) -> {
                double[] scratch = new double[(turn.maxDice + 1) * turn.maxClasses];
                for (int theirs = 0; theirs < turn.memory; theirs++) {
                    optimalGroup(turn, value, policy, score, opponent, theirs, scratch);
                }
            });
        } else {
            Arrays.fill(value, 0.5);
            double[] scratch = new double[(turn.maxDice + 1) * turn.maxClasses];
            double change = Double.POSITIVE_INFINITY;
            for (iterations = 0; change > TOLERANCE; iterations++) {
                checkIterations(iterations, turn);
                double[] before = value.clone();
                forEachPairBySum(turn, (score, opponent) -> {
                    for (int theirs = 0; theirs < turn.memory; theirs++) {
                        optimalGroup(turn, value, policy, score, opponent, theirs, scratch);
                    }
                });
                change = largestChange(before, value);
            }
        }
        int init = turn.index(0, 0, turn.initialMemory, turn.initialMemory);
        StrategyTable strategy = new StrategyTable("optimal", turn.goal, turn.memory, turn.initialMemory, policy);
        return new Solution(turn.rules, turn.goal, value[init], strategy, !turn.sumAlwaysGrows, iterations,
                (System.nanoTime() - start) / 1e9);
    }

    /**
     * Solves the states (score, opponent, *, theirs) for every memory of the mover: the expectation of each number of
     * dice is computed once per group of memories that behave alike, then each memory takes its best.
     */
    private static void optimalGroup(TurnTables turn, double[] value, byte[] policy, int score, int opponent,
            int theirs, double[] scratch) {
        int classes = turn.maxClasses;
        for (int dice = 0; dice <= turn.maxDice; dice++) {
            int[] representatives = turn.classMemory[dice];
            for (int c = 0; c < representatives.length; c++) {
                scratch[dice * classes + c] = expectation(turn, value, null, 0, score, opponent, representatives[c],
                        theirs, dice);
            }
        }
        for (int mine = 0; mine < turn.memory; mine++) {
            double best = -1;
            int bestDice = 0;
            for (int dice = 0; dice <= turn.maxDice; dice++) {
                double expected = scratch[dice * classes + turn.memoryClass[dice][mine]];
                if (expected > best) {
                    best = expected;
                    bestDice = dice;
                }
            }
            int index = turn.index(score, opponent, mine, theirs);
            value[index] = best;
            policy[index] = (byte) bestDice;
        }
    }

    /**
     * The mover's expected result of rolling some dice. With {@code other == null}, the symmetric game: values are
     * the mover's chances and a turn that passes flips them. Otherwise a duel: {@code value} is the mover's table and
     * {@code other} the other player's, both holding player A's chance, and {@code mover} says who moves (0 for A).
     */
    private static double expectation(TurnTables turn, double[] value, double[] other, int mover, int score,
            int opponent, int mine, int theirs, int dice) {
        int pair = score * turn.goal + opponent;
        if (dice == 0) {
            return outcome(turn, value, other, mover, score, opponent, mine, theirs, 0, turn.zeroPoints[pair]);
        }
        int[] points = turn.rollPoints[turn.sidesIndex[pair]][dice];
        double[] chance = turn.rollChance[turn.sidesIndex[pair]][dice];
        double expected = 0;
        for (int k = 0; k < points.length; k++) {
            expected += chance[k] * outcome(turn, value, other, mover, score, opponent, mine, theirs, dice,
                    points[k]);
        }
        return expected;
    }

    private static double outcome(TurnTables turn, double[] value, double[] other, int mover, int score,
            int opponent, int mine, int theirs, int dice, int points) {
        int bonusAndMemory = turn.bonusAndMemory[turn.bonusIndex(mine, dice, points)];
        int end = (score + points + (bonusAndMemory >>> 16)) * turn.goal + opponent;
        int remembered = bonusAndMemory & 0xFFFF;
        int newScore = turn.endScore[end];
        int newOpponent = turn.endOpponent[end];
        if (newScore >= turn.goal || newOpponent >= turn.goal) {
            double moverWins = newScore > newOpponent ? 1 : newScore < newOpponent ? 0 : 0.5;
            return other == null || mover == 0 ? moverWins : 1 - moverWins;
        }
        if (turn.endExtra[end]) {
            return value[turn.index(newScore, newOpponent, remembered, theirs)];
        }
        int next = turn.index(newOpponent, newScore, theirs, remembered);
        return other == null ? 1 - value[next] : other[next];
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

        Duel(TurnTables turn, byte[] choicesA, byte[] choicesB) {
            this.turn = turn;
            this.choicesA = choicesA;
            this.choicesB = Objects.requireNonNull(choicesB);
            this.valueA = new double[turn.states()];
            this.valueB = new double[turn.states()];
            this.policy = choicesA == null ? new byte[turn.states()] : choicesA;
        }

        Duel solve() {
            if (turn.sumAlwaysGrows) {
                inLayers(turn, this::pair);
            } else {
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
            int start = turn.index(0, 0, turn.initialMemory, turn.initialMemory);
            return new ExactWinRate(valueA[start], valueB[start]);
        }

        private void pair(int score, int opponent) {
            double[] cache = new double[(turn.maxDice + 1) * turn.maxClasses];
            for (int theirs = 0; theirs < turn.memory; theirs++) {
                group(0, score, opponent, theirs, cache);
                group(1, score, opponent, theirs, cache);
            }
        }

        private void group(int mover, int score, int opponent, int theirs, double[] cache) {
            Arrays.fill(cache, Double.NaN);
            double[] value = mover == 0 ? valueA : valueB;
            double[] other = mover == 0 ? valueB : valueA;
            byte[] choices = mover == 0 ? choicesA : choicesB;
            for (int mine = 0; mine < turn.memory; mine++) {
                int index = turn.index(score, opponent, mine, theirs);
                if (choices == null) {
                    double best = -1;
                    int bestDice = 0;
                    for (int dice = 0; dice <= turn.maxDice; dice++) {
                        double expected = cached(cache, mover, score, opponent, mine, theirs, dice, value, other);
                        if (expected > best) {
                            best = expected;
                            bestDice = dice;
                        }
                    }
                    value[index] = best;
                    policy[index] = (byte) bestDice;
                } else {
                    value[index] = cached(cache, mover, score, opponent, mine, theirs, choices[index], value, other);
                }
            }
        }

        private double cached(double[] cache, int mover, int score, int opponent, int mine, int theirs, int dice,
                double[] value, double[] other) {
            int slot = dice * turn.maxClasses + turn.memoryClass[dice][mine];
            if (Double.isNaN(cache[slot])) {
                cache[slot] = expectation(turn, value, other, mover, score, opponent, mine, theirs, dice);
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
        for (int sum = 2 * turn.goal - 2; sum >= 0; sum--) {
            int total = sum;
            int low = Math.max(0, sum - turn.goal + 1);
            int high = Math.min(sum, turn.goal - 1);
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
        for (int sum = 2 * turn.goal - 2; sum >= 0; sum--) {
            for (int score = Math.max(0, sum - turn.goal + 1); score <= Math.min(sum, turn.goal - 1); score++) {
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
            throw new HogException("Value iteration for " + turn.rules + " to " + turn.goal + " did not settle to "
                    + TOLERANCE + " in " + MAX_ITERATIONS + " sweeps");
        }
    }
}
