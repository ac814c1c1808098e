package dev.hog.analysis;

import dev.hog.analysis.LayerSweep.PairBody;
import dev.hog.api.API;
import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Outcome;
import dev.hog.api.game.Strategy;
import java.util.Arrays;
import java.util.Queue;
import java.util.concurrent.ConcurrentHashMap;
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
 * exactly equal value, to the last bit, the fewest; a move (fa16's Pork Chop) only when no number of dice is worth as
 * much, and among moves of equal value, -1 first. The optimal strategy and the best response to it sum the same
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

    /** The threads the solver solves a game on. */
    int threads() {
        return pool.getParallelism();
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
        return winRate(turn, Choices.of(turn, a), Choices.of(turn, b));
    }

    /** A's win rates from the choices of both strategies over the states the tables lay out. */
    ExactWinRate winRate(TurnTables turn, byte[] a, byte[] b) {
        ExactWinRate rate = duel(turn, a, b).winRate();
        return Arrays.equals(a, b) ? ExactWinRate.againstItself(rate.first()) : rate;
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
        Response response = respond(turn, Choices.of(turn, opponent));
        StrategyTable strategy = new StrategyTable("best response to " + opponent, turn.space,
                turn.choices(response.policy()));
        return BestResponse.of(strategy, response.winRate(), (System.nanoTime() - start) / 1e9);
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
        Response response = respond(turn, Choices.of(turn, opponent));
        StrategyTable strategy = new StrategyTable("best response to " + opponent, turn.space,
                turn.choices(response.policy()));
        return new Odds(turn.rules, opponent, turn.space, response.moving(), response.waiting(), strategy);
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
        return new StrategyTable(name, turn.space, turn.choices(Choices.of(turn, strategy)));
    }

    /** Stops the solver's threads; a solver must not be used after it is closed. */
    @Override
    public void close() {
        pool.shutdown();
    }

    /** The optimal solution, with its strategy. */
    private Solution solveOptimal(TurnTables turn) {
        long start = System.nanoTime();
        byte[] policy = new byte[turn.states()];
        Solved solved = solveOptimal(turn, policy);
        StateSpace space = turn.space;
        StrategyTable strategy = new StrategyTable("optimal", space, turn.choices(space.toSpaceOrder(policy)));
        return Solution.of(turn.rules, solved.value(), strategy, solved.kept(), solved.iterations(),
                (System.nanoTime() - start) / 1e9);
    }

    /**
     * The value of a game under optimal play, solved as {@link #optimal} solves it but keeping no choices, and not
     * kept: what a survey of many games needs of each. Solved in an array of values taken from {@code spare} when it
     * holds one large enough, and given back to {@code spare} afterwards, so that a survey solving game after game on
     * each thread, the largest first, makes no new array of up to tens of megabytes for each. A reused array is
     * cleared first, so the value is the same bits as in a new one.
     *
     * @param rules the game
     * @param spare arrays of values for this call to take and give back, shared by the survey's threads
     * @return the first mover's chance from 0 to 0
     */
    double optimalValue(GameDefinition rules, Queue<double[]> spare) {
        TurnTables turn = tables(rules);
        double[] values = spare.poll();
        if (values == null || values.length < turn.states()) {
            values = new double[turn.states()];
        } else {
            Arrays.fill(values, 0, turn.states(), 0);
        }
        try {
            return solveOptimal(turn, null, values).value();
        } finally {
            spare.offer(values);
        }
    }

    /** The game's value, and how it was solved: whether some turn kept the sum of the scores, and the sweeps. */
    private record Solved(double value, boolean kept, int iterations) {
    }

    /**
     * Solves the game optimally: by {@link OptimalByOutcomes} where every number of dice in a state shares its
     * outcomes, as in every course ruleset without memory, by {@link OptimalByPlans} otherwise. Both give the same
     * bits. Fills {@code policy}, if not null, with the choices in {@link StateSpace#inSolveOrder the solve's order},
     * which for the one state per pair of scores that {@link OptimalByOutcomes} serves is the space's.
     */
    private Solved solveOptimal(TurnTables turn, byte[] policy) {
        return solveOptimal(turn, policy, new double[turn.states()]);
    }

    /** As {@link #solveOptimal(TurnTables, byte[])}, in the first {@code turn.states()} of {@code value}, all 0. */
    private Solved solveOptimal(TurnTables turn, byte[] policy, double[] value) {
        SumChanges sums = new SumChanges();
        PairBody body = OptimalByOutcomes.serves(turn) ? new OptimalByOutcomes(turn, sums, value, policy)
                : new OptimalByPlans(new Planner(turn, sums, true), value, policy);
        int iterations = solve(turn, body, sums, value);
        StateSpace space = turn.space;
        int start = space.inSolveOrder(0, 0, space.initialMemory(), space.initialMemory(), 0, 0);
        return new Solved(value[start], sums.kept(), iterations);
    }

    /**
     * The best response to B and the chances it gives A, all in the space's order: A's chances with A to move and with
     * B to move, and A's choice codes.
     */
    private record Response(double[] moving, double[] waiting, byte[] policy, ExactWinRate winRate) {
    }

    /**
     * The best response to B's choice codes, given in the space's order: solved as the optimal solve is, by
     * {@link OptimalByPlans#bestResponse}, in the solve's order, and renumbered. The values are those of a
     * {@link Duel} of the best response, to the bit.
     */
    private Response respond(TurnTables turn, byte[] choicesB) {
        StateSpace space = turn.space;
        double[] moving = new double[turn.states()];
        double[] waiting = new double[turn.states()];
        byte[] policy = new byte[turn.states()];
        SumChanges sums = new SumChanges();
        solve(turn, OptimalByPlans.bestResponse(new Planner(turn, sums, true), moving, waiting, policy,
                space.toSolveOrder(choicesB)), sums, moving, waiting);
        int start = space.at(0, 0, space.initialMemory(), space.initialMemory(), 0, 0);
        double[] movingBySpace = space.toSpaceOrder(moving);
        double[] waitingBySpace = space.toSpaceOrder(waiting);
        return new Response(movingBySpace, waitingBySpace, space.toSpaceOrder(policy),
                ExactWinRate.of(movingBySpace[start], waitingBySpace[start]));
    }

    /** A duel of A's choices against B's, solved. */
    private Duel duel(TurnTables turn, byte[] choicesA, byte[] choicesB) {
        SumChanges sums = new SumChanges();
        Duel duel = new Duel(turn, choicesA, choicesB, sums);
        solve(turn, duel, sums, duel.valueA, duel.valueB);
        return duel;
    }

    /**
     * Solves every pair of scores in one pass in decreasing sum, then by {@link ValueIteration} if some turn kept the
     * sum of the scores. A body that reuses values from pair to pair ({@link PairBody#fromCurrentValues}) makes its
     * first pass again, from values of 0, without.
     *
     * @return the sweeps: 1, or as many as value iteration needed
     */
    private int solve(TurnTables turn, PairBody body, SumChanges sums, double[]... values) {
        inLayers(turn, body);
        if (!sums.kept()) {
            return 1;
        }
        PairBody again = body.fromCurrentValues();
        if (again != body) {
            for (double[] value : values) {
                Arrays.fill(value, 0);
            }
            inLayers(turn, again);
        }
        return ValueIteration.iterate(turn, sums, again, values);
    }

    /** Solves the pairs of scores in decreasing sum; on every thread of the pool when there are enough states. */
    private void inLayers(TurnTables turn, PairBody body) {
        if (pool.getParallelism() > 1 && turn.states() >= PARALLEL_STATES) {
            LayerSweep.run(turn.goal, pool, pool.getParallelism() - 1, body);
            return;
        }
        LayerSweep.serially(turn.goal, body);
    }
}
