package dev.hog.analysis;

import dev.hog.api.API;
import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Outcome;
import dev.hog.api.game.Strategy;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.DoubleStream;
import java.util.stream.IntStream;

/**
 * The exact win rates of many pairs of strategies under one game, as a tournament asks for them: each strategy is
 * laid out once as its choice in every state ({@link #entry}), and each pair is then evaluated from those choices
 * alone, both seats in one pass.
 *
 * <p>When the rules remember nothing, ignore the turn number and every turn moves the sum of the scores on (su15,
 * su18, sp24, sp21 and su20 without Feral Hogs), a pair is one sweep over the states in decreasing sum of the scores,
 * each state's value the sum over the outcomes of the chosen number of dice of their chance times the value they lead
 * to. Every turn's outcomes are laid out once per game: the outcomes that end the game as one chance, the others as
 * runs of consecutive roll scores leading to consecutive states (a roll of 5 six-sided dice is two runs: Pig Out's 1,
 * and 10 to 30), each a stretch of the roll's chances, shared by every state that rolls the same dice. Each entry
 * keeps its own copy of the outcomes of the dice it chooses, one state after another in the sweep's order, each
 * outcome its chance and the state it leads to (about 2 MB for a game to 100), so that a pair reads two streams in
 * one direction with one plain loop per state, rather than one description in eleven of the game's. Other rules are
 * evaluated by the {@link Solver}'s duel. Immutable once built, and thread-safe.
 */
@API(status = API.Status.EXPERIMENTAL, since = "1.0")
public final class PairEvaluator implements AutoCloseable {
    /** The outcomes the sweep adds up at each step of a state's loop. */
    private static final int GROUP = 4;

    private final GameDefinition rules;
    private final Solver solver;
    private final TurnTables turn;
    /** The states, or 0 when the pairs go to the solver. */
    private final int states;
    private final int choices;
    /** The states in decreasing sum of the scores: an outcome always leads to a state before the one it leaves. */
    private final int[] order;
    /**
     * Where each sum of the scores starts in {@link #order}, from the largest sum, and where the last ends. The states
     * of one sum lead only to larger sums, so each entry may take them in an order of its own.
     */
    private final int[] sums;
    /**
     * The power of two at or above the number of states: in a sweep's values, A moves at {@code state} and B at
     * {@code state ^ flip}, so that one entry's outcomes serve it in either seat.
     */
    private final int flip;
    /**
     * Per state, in the sweep's order, and number of dice, two entries: where its runs start and end in the run
     * arrays. Everything per state is laid out in the sweep's order, so that laying out an entry reads memory in one
     * direction.
     */
    private final int[] runs;
    /** Per state and number of dice: the chance the turn ends the game, counted for A moving and for B moving. */
    private final double[] endsA;
    private final double[] endsB;
    /**
     * Per run: the first state it leads to, from the next mover's side, or {@code ~state} when the same player moves
     * again. A run is outcomes of consecutive roll scores that lead to consecutive states.
     */
    private final int[] runState;
    /** Per run: where its chances start in {@link #chance}. */
    private final int[] runChance;
    /** Per run: its outcomes. */
    private final int[] runLength;
    /** The chances of every distinct roll, one after another. */
    private final double[] chance;
    private final ThreadLocal<double[]> scratch;
    /** For rules that read the turn number or tell extra turns apart, and remember nothing: the game's runs. */
    private final RunSweep runSweep;

    private PairEvaluator(GameDefinition rules) {
        this.rules = rules;
        this.solver = new Solver(1);
        this.turn = solver.tables(rules);
        Sweep sweep = turn.layout.perPair() == 1 ? lay(turn) : null;
        this.states = sweep == null ? 0 : rules.goal() * rules.goal();
        this.choices = rules.maxDice() + 1;
        this.order = sweep == null ? null : sweep.order();
        this.sums = sweep == null ? null : sums(rules.goal());
        this.flip = sweep == null ? 0 : Integer.highestOneBit(Math.max(1, states - 1)) << 1;
        this.runs = sweep == null ? null : sweep.runs();
        this.endsA = sweep == null ? null : sweep.endsA();
        this.endsB = sweep == null ? null : sweep.endsB();
        this.runState = sweep == null ? null : sweep.runState();
        this.runChance = sweep == null ? null : sweep.runChance();
        this.runLength = sweep == null ? null : sweep.runLength();
        this.chance = sweep == null ? null : sweep.chance();
        this.scratch = ThreadLocal.withInitial(() -> new double[2 * flip]);
        this.runSweep = sweep == null ? RunSweep.of(turn) : null;
    }

    /** A game laid out for the sweep. */
    private record Sweep(int[] order, int[] runs, double[] endsA, double[] endsB, int[] runState, int[] runChance,
            int[] runLength, double[] chance) {
    }

    /**
     * An evaluator for a game.
     *
     * @param rules the game
     * @return the evaluator
     * @throws HogException if the game is too large to solve
     */
    public static PairEvaluator of(GameDefinition rules) {
        return new PairEvaluator(rules);
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
     * Whether pairs are evaluated by the sweep rather than by the solver's duel.
     *
     * @return true for rules that remember nothing of the rolls and always move the sum on
     */
    public boolean sweeps() {
        return states > 0 || runSweep != null;
    }

    /**
     * A strategy laid out as its choice in every state the rules tell apart.
     *
     * @param strategy the strategy
     * @return its entry, to evaluate against others
     * @throws HogException if the strategy chooses a number of dice out of range
     */
    public Entry entry(Strategy strategy) {
        return laid(Choices.of(turn, strategy));
    }

    /**
     * A strategy's choices, laid out as {@link #entry(Strategy)} lays them out.
     *
     * @param choices the number of dice in each state, by the states' order in the game's layout
     * @return the entry
     * @throws HogException if the choices are not one per state, or a choice is out of range
     */
    public Entry entry(byte[] choices) {
        if (choices.length != turn.layout.states()) {
            throw new HogException("An entry of " + rules + " has " + turn.layout.states() + " choices, not "
                    + choices.length);
        }
        for (byte dice : choices) {
            if (dice < 0 || dice > rules.maxDice()) {
                throw new HogException("An entry chooses " + dice + " dice; " + rules + " allows 0 to "
                        + rules.maxDice());
            }
        }
        if (turn.legal != null) {
            Choices.legal(turn, "An entry", choices);
        }
        return laid(choices.clone());
    }

    /**
     * An entry, with its own copy of the outcomes of the dice it chooses in each state: per state its chance of ending
     * the game, and its other outcomes one after another, each a chance and the state it leads to, {@code ^ flip}
     * when the other player moves next. Each state's outcomes are padded with chances of 0 to a multiple of
     * {@value #GROUP}, the sweep's step; among the states of one sum of the scores, the entry takes those with fewer
     * steps first, so that the sweep's loop runs as many steps state after state and its end is foreseen.
     */
    private Entry laid(byte[] chosen) {
        if (states == 0) {
            return new Entry(chosen, null);
        }
        int[] steps = new int[states];
        int total = 0;
        for (int position = 0; position < states; position++) {
            int at = position * choices + chosen[order[position]];
            int outcomes = 0;
            for (int run = runs[2 * at]; run < runs[2 * at + 1]; run++) {
                outcomes += runLength[run];
            }
            steps[position] = (outcomes + GROUP - 1) / GROUP;
            total += GROUP * steps[position];
        }
        int[] taken = new int[states];
        for (int sum = 0; sum + 1 < sums.length; sum++) {
            int most = 0;
            for (int position = sums[sum]; position < sums[sum + 1]; position++) {
                most = Math.max(most, steps[position]);
            }
            int[] first = new int[most + 2];
            for (int position = sums[sum]; position < sums[sum + 1]; position++) {
                first[steps[position] + 1]++;
            }
            for (int step = 0; step <= most; step++) {
                first[step + 1] += first[step];
            }
            for (int position = sums[sum]; position < sums[sum + 1]; position++) {
                taken[sums[sum] + first[steps[position]]++] = position;
            }
        }
        int[] state = new int[states];
        double[] againstB = new double[states];
        double[] againstA = new double[states];
        int[] from = new int[states + 1];
        int[] target = new int[total];
        double[] odds = new double[total];
        int n = 0;
        for (int k = 0; k < states; k++) {
            int position = taken[k];
            int at = position * choices + chosen[order[position]];
            state[k] = order[position];
            againstB[k] = endsA[at];
            againstA[k] = endsB[at];
            from[k] = n;
            for (int run = runs[2 * at]; run < runs[2 * at + 1]; run++) {
                int leads = runState[run] < 0 ? ~runState[run] : runState[run] ^ flip;
                for (int i = 0; i < runLength[run]; i++) {
                    target[n] = leads + i;
                    odds[n] = chance[runChance[run] + i];
                    n++;
                }
            }
            // A chance of 0 times any value already in the sweep's array, which is always a chance of winning.
            for (int last = n == from[k] ? 0 : target[n - 1]; n < from[k] + GROUP * steps[position]; n++) {
                target[n] = last;
            }
        }
        from[states] = n;
        return new Entry(chosen, new Program(state, againstB, againstA, from, target, odds));
    }

    /**
     * An entry's turns in its order of the sweep: the state of each, the chance it ends the game (moving as A, and as
     * B), where its outcomes start, and per outcome the state it leads to and its chance.
     */
    private record Program(int[] state, double[] endsAsA, double[] endsAsB, int[] from, int[] target,
            double[] chance) {
    }

    /**
     * A's exact win rates against B, moving first and moving second.
     *
     * @param a A's entry, from this evaluator
     * @param b B's entry, from this evaluator
     * @return A's win rates
     */
    public ExactWinRate evaluate(Entry a, Entry b) {
        if (states == 0) {
            return runSweep != null ? runSweep.evaluate(a.choices, b.choices)
                    : solver.winRate(turn, a.choices, b.choices);
        }
        // Each thread's own values, A's chance of winning with A to move at a state and B at state ^ flip. Every
        // state is written before an outcome leads to it in every sweep, so they are never cleared.
        double[] values = scratch.get();
        Program programA = a.program;
        Program programB = b.program;
        double[] endsOfA = programA.endsAsA();
        double[] endsOfB = programB.endsAsB();
        int[] stateOfA = programA.state();
        int[] stateOfB = programB.state();
        int other = flip;
        // One sum of the scores at a time, A's states of it and then B's, each in its entry's order.
        for (int sum = 0; sum + 1 < sums.length; sum++) {
            int end = sums[sum + 1];
            for (int position = sums[sum]; position < end; position++) {
                values[stateOfA[position]] = endsOfA[position] + value(programA, position, values, 0);
            }
            for (int position = sums[sum]; position < end; position++) {
                values[stateOfB[position] ^ other] = endsOfB[position] + value(programB, position, values, other);
            }
        }
        return new ExactWinRate(values[0], values[other]);
    }

    /**
     * The expectation over a turn's outcomes that do not end the game, for the entry in the seat that moves at
     * {@code state ^ seat}. Four partial sums, so that each addition need not wait for the one before it.
     */
    private static double value(Program program, int position, double[] values, int seat) {
        double sum0 = 0;
        double sum1 = 0;
        double sum2 = 0;
        double sum3 = 0;
        int[] target = program.target();
        double[] chance = program.chance();
        for (int at = program.from()[position], end = program.from()[position + 1]; at < end; at += GROUP) {
            sum0 += chance[at] * values[target[at] ^ seat];
            sum1 += chance[at + 1] * values[target[at + 1] ^ seat];
            sum2 += chance[at + 2] * values[target[at + 2] ^ seat];
            sum3 += chance[at + 3] * values[target[at + 3] ^ seat];
        }
        return (sum0 + sum1) + (sum2 + sum3);
    }

    /** Where each sum of the scores starts in the sweep's order, from the largest, and where the last ends. */
    private static int[] sums(int goal) {
        int[] sums = new int[2 * goal];
        for (int sum = 2 * goal - 2, k = 0; sum >= 0; sum--, k++) {
            sums[k + 1] = sums[k] + Math.min(sum, goal - 1) - Math.max(0, sum - goal + 1) + 1;
        }
        return sums;
    }

    /**
     * Lays out every turn of a game whose states are its pairs of scores, from the solver's tables of its turns, or
     * answers null when some turn can leave the sum of the scores as it was, which a single sweep cannot evaluate.
     */
    private static Sweep lay(TurnTables turn) {
        int goal = turn.goal;
        int count = goal * goal;
        int dice = turn.maxDice + 1;
        int[] runs = new int[2 * count * dice];
        double[] endsA = new double[count * dice];
        double[] endsB = new double[count * dice];
        // The chances: 1 for no dice, then each die size's rolls of 1 die, 2 dice and so on.
        int[][] rollAt = new int[turn.rollChance.length][dice];
        DoubleStream.Builder chances = DoubleStream.builder().add(1);
        int chanceCount = 1;
        for (int size = 0; size < rollAt.length; size++) {
            for (int rolled = 1; rolled < dice; rolled++) {
                rollAt[size][rolled] = chanceCount;
                for (double p : turn.rollChance[size][rolled]) {
                    chances.add(p);
                }
                chanceCount += turn.rollChance[size][rolled].length;
            }
        }
        IntStream.Builder runState = IntStream.builder();
        IntStream.Builder runChance = IntStream.builder();
        IntStream.Builder runLength = IntStream.builder();
        int runCount = 0;
        int[] order = new int[count];
        int n = 0;
        for (int sum = 2 * goal - 2; sum >= 0; sum--) {
            for (int score = Math.max(0, sum - goal + 1); score <= Math.min(sum, goal - 1); score++) {
                order[n++] = score * goal + sum - score;
            }
        }
        double[] certain = {1};
        TurnTables.Step sides = turn.sides;
        TurnTables.Step zero = turn.zero;
        TurnTables.Step bonus = turn.bonus;
        TurnTables.Step after = turn.after;
        TurnTables.Step next = turn.next;
        // The runs are laid out in the order the sweep reads them, so that it reads memory in one direction.
        for (int position = 0; position < count; position++) {
            int index = order[position];
            int score = index / goal;
            int opponent = index % goal;
            for (int chosen = 0; chosen < dice; chosen++) {
                int at = position * dice + chosen;
                runs[2 * at] = runCount;
                if (!turn.allows(score, opponent, chosen, 0, 0, 0, 0)) {
                    // No entry chooses it (entries are checked), so it needs no outcomes.
                    runs[2 * at + 1] = runCount;
                    continue;
                }
                int[] points;
                int[] codes;
                double[] chance;
                int chanceFrom;
                if (chosen == 0) {
                    int scored = zero.values[zero.at(score, opponent, 0, 0, 0, 0, 0, 0)];
                    points = new int[] {scored};
                    codes = new int[] {turn.noDiceCode[scored]};
                    chance = certain;
                    chanceFrom = 0;
                } else {
                    int size = sides.values[sides.at(score, opponent, chosen, 0, 0, 0, 0, 0)];
                    points = turn.rollPoints[size][chosen];
                    codes = turn.rollCode[size][chosen];
                    chance = turn.rollChance[size][chosen];
                    chanceFrom = rollAt[size][chosen];
                }
                int previous = Integer.MIN_VALUE;
                int length = 0;
                for (int k = 0; k < points.length; k++) {
                    int code = codes[k];
                    int raised = score + points[k] + bonus.values[bonus.at(score, opponent, chosen, code, 0, 0, 0, 0)];
                    int scores = (after.at(0, opponent, chosen, code, 0, 0, 0, 0) + raised) * 2;
                    int newScore = after.values[scores];
                    int newOpponent = after.values[scores + 1];
                    if (newScore >= goal || newOpponent >= goal) {
                        double outcome = Outcome.valueOf(newScore, newOpponent);
                        endsA[at] += chance[k] * outcome;
                        endsB[at] += chance[k] * (1 - outcome);
                        previous = Integer.MIN_VALUE;
                        if (length > 0) {
                            runLength.add(length);
                            length = 0;
                        }
                        continue;
                    }
                    if (newScore + newOpponent <= score + opponent) {
                        return null;
                    }
                    boolean keeps = (next.values[next.at(newScore, newOpponent, chosen, code, 0, 0, 0, 0)] & 1) != 0;
                    int target = keeps ? ~(newScore * goal + newOpponent) : newOpponent * goal + newScore;
                    boolean follows = previous != Integer.MIN_VALUE && (target >= 0) == (previous >= 0)
                            && (target >= 0 ? target == previous + 1 : ~target == ~previous + 1);
                    if (!follows) {
                        if (length > 0) {
                            runLength.add(length);
                        }
                        runState.add(target);
                        runChance.add(chanceFrom + k);
                        runCount++;
                        length = 0;
                    }
                    length++;
                    previous = target;
                }
                if (length > 0) {
                    runLength.add(length);
                }
                runs[2 * at + 1] = runCount;
            }
        }
        return new Sweep(order, runs, endsA, endsB, runState.build().toArray(), runChance.build().toArray(),
                runLength.build().toArray(), chances.build().toArray());
    }

    /** Stops the solver the evaluator falls back on. */
    @Override
    public void close() {
        solver.close();
    }

    /** A strategy laid out for one evaluator: its choice in every state. */
    @API(status = API.Status.EXPERIMENTAL, since = "1.0")
    public static final class Entry {
        private final byte[] choices;
        private final Program program;

        Entry(byte[] choices, Program program) {
            this.choices = choices;
            this.program = program;
        }

        /**
         * The entry's choice in every state, in the order of the game's layout: what {@link #entry(byte[])} takes
         * back, to send an entry to another machine.
         *
         * @return a copy of the choices
         */
        public byte[] choices() {
            return choices.clone();
        }

        /**
         * Whether two entries choose alike in every state, so that one evaluation serves both.
         *
         * @param other another entry of the same evaluator
         * @return true if every choice is the same
         */
        public boolean sameChoices(Entry other) {
            return Arrays.equals(choices, other.choices);
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Entry entry && Arrays.equals(choices, entry.choices);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(choices);
        }
    }
}
