package dev.hog.analysis;

import dev.hog.api.game.Outcome;
import java.util.Arrays;

/**
 * Pairs of fixed strategies under rules that read the turn number or tell extra turns apart, but remember nothing of
 * the rolls (the trot example's Time Trot): every turn of the game laid out once, so that a pair is one sweep over the
 * states in decreasing sum of the scores that reads, for each state, the outcomes of the number of dice its entry
 * chooses there.
 *
 * <p>A state is a pair of scores and a part of the turn (its number modulo the period, and whether it is an extra
 * turn). Its values sit at {@code part * goal * goal + mover * goal + other}, so that the outcomes of one roll that
 * score one point more than each other lead to neighbouring values: each number of dice in each state is laid out as
 * a few runs of such outcomes, each run a stretch of the roll's chances (shared by every state that rolls the same
 * dice) and the first value it leads to. What ends the game is one chance per state and number of dice. The layout
 * is the game's, shared by every pair; an entry is only its choices. Thread-safe; each thread sweeps its own values.
 */
final class RunSweep {
    /** At most this many pairs of a state and a number of dice are laid out; larger games go to the solver. */
    static final int MAX_LAID = 1 << 23;

    final int dice;
    /** The power of two above every value's index: B's values sit at A's index {@code ^ flip}. */
    final int flip;
    /** Where the sweep is at each position: the index of the state's choice in an entry, and of its value. */
    final int[] choiceAt;
    final int[] valueAt;
    /** Where each sum of the scores starts among the positions, from the largest, and where the last ends. */
    final int[] sums;
    /** Per position and number of dice: where its runs start and end. */
    final int[] runs;
    /** Per position and number of dice: A's chance of winning by the turn's ending the game, A moving and B moving. */
    final double[] endsA;
    final double[] endsB;
    /** Per run: the value its first outcome leads to ({@code ^ flip} when the turn passes), its chances and length. */
    final int[] runTarget;
    final int[] runChance;
    final int[] runLength;
    final double[] chance;
    private final int start;
    private final ThreadLocal<double[]> values;
    /** Whether every turn raises the sum of the scores, so that the layout is complete and the sweep exact. */
    private final boolean complete;

    /** Lays out a game's turns, position by position in decreasing sum of the scores. */
    private RunSweep(TurnTables turn, int count) {
        this.dice = turn.maxDice + 1;
        this.flip = Integer.highestOneBit(Math.max(1, count - 1)) << 1;
        int[][] rollAt = new int[turn.rollChance.length][dice];
        this.chance = chances(turn, rollAt);
        this.choiceAt = new int[count];
        this.valueAt = new int[count];
        this.sums = new int[2 * turn.goal];
        this.runs = new int[2 * count * dice];
        this.endsA = new double[count * dice];
        this.endsB = new double[count * dice];
        Runs laid = new Runs(turn, rollAt, count);
        this.complete = layAll(turn, laid);
        this.runTarget = laid.target.toArray();
        this.runChance = laid.chance.toArray();
        this.runLength = laid.length.toArray();
        this.start = value(turn.space, 0, 0, 0, 0);
        this.values = ThreadLocal.withInitial(() -> new double[2 * flip]);
    }

    /**
     * Lays out a game's turns, or answers null for games it cannot sweep: rules that remember something of the rolls,
     * turns that can leave the sum of the scores as it was, or games too large to lay out.
     */
    static RunSweep of(TurnTables turn) {
        StateSpace space = turn.space;
        int goal = turn.goal;
        int parts = space.perPair();
        long laid = (long) goal * goal * parts * (turn.maxDice + 1);
        // Moves go to the solver's duel: the sweep lays out numbers of dice only.
        if (space.memorySize() != 1 || laid > MAX_LAID || turn.hasMoves) {
            return null;
        }
        RunSweep sweep = new RunSweep(turn, goal * goal * parts);
        return sweep.complete ? sweep : null;
    }

    /** Lays out every state; false, leaving the rest, at a turn that keeps the sum of the scores. */
    private boolean layAll(TurnTables turn, Runs laid) {
        StateSpace space = turn.space;
        int goal = turn.goal;
        int position = 0;
        for (int sum = 2 * goal - 2, k = 0; sum >= 0; sum--, k++) {
            for (int score = Math.max(0, sum - goal + 1); score <= Math.min(sum, goal - 1); score++) {
                for (int number = 0; number < space.turnPeriod(); number++) {
                    for (int kind = 0; kind < space.extras(); kind++) {
                        if (!layState(laid, position++, score, sum - score, number, kind)) {
                            return false;
                        }
                    }
                }
            }
            sums[k + 1] = position;
        }
        return true;
    }

    /**
     * Where the value of a state sits: its part of the turn, then its pair of scores. The sweep lays out games whose
     * rules remember nothing, so a state is its pair, its turn number and its kind of turn.
     */
    private static int value(StateSpace space, int mover, int other, int number, int kind) {
        return space.at(0, 0, 0, 0, number, kind) * space.pairs() + space.pair(mover, other);
    }

    /** The chances of every roll, one after another: 1 for no dice, then each die size's rolls of 1, 2 ... dice. */
    static double[] chances(TurnTables turn, int[][] rollAt) {
        int total = 1;
        for (double[][] bySize : turn.rollChance) {
            for (int rolled = 1; rolled <= turn.maxDice; rolled++) {
                total += bySize[rolled].length;
            }
        }
        double[] chance = new double[total];
        chance[0] = 1;
        int at = 1;
        for (int size = 0; size < turn.rollChance.length; size++) {
            for (int rolled = 1; rolled <= turn.maxDice; rolled++) {
                rollAt[size][rolled] = at;
                double[] roll = turn.rollChance[size][rolled];
                System.arraycopy(roll, 0, chance, at, roll.length);
                at += roll.length;
            }
        }
        return chance;
    }

    /** What the laying out needs on the way: the game's walk, where each roll's chances start, and the runs so far. */
    private static final class Runs {
        final TurnTables turn;
        final TurnWalk walk;
        final int[][] rollAt;
        final Ints target;
        final Ints chance;
        final Ints length;

        Runs(TurnTables turn, int[][] rollAt, int count) {
            this.turn = turn;
            this.walk = new TurnWalk(turn);
            this.rollAt = rollAt;
            target = new Ints(count);
            chance = new Ints(count);
            length = new Ints(count);
        }
    }

    /** Lays out the state at a position: every number of dice the rules allow there. False as {@link #lay}. */
    private boolean layState(Runs laid, int position, int score, int opponent, int number, int kind) {
        TurnTables turn = laid.turn;
        StateSpace space = turn.space;
        choiceAt[position] = space.at(score, opponent, 0, 0, number, kind);
        valueAt[position] = value(space, score, opponent, number, kind);
        for (int chosen = 0; chosen < dice; chosen++) {
            int at = position * dice + chosen;
            runs[2 * at] = laid.target.size();
            if (turn.allows(score, opponent, chosen, number, kind, 0, 0)
                    && !lay(laid, score, opponent, number, kind, chosen, at)) {
                return false;
            }
            runs[2 * at + 1] = laid.target.size();
        }
        return true;
    }

    /**
     * Lays out one number of dice in one state, at {@code at}, as the {@link TurnWalk} walks its turn: its chance of
     * ending the game, and its other outcomes as runs. False if an outcome leaves the sum of the scores as it was.
     */
    private boolean lay(Runs laid, int score, int opponent, int number, int kind, int chosen, int at) {
        TurnWalk walk = laid.walk;
        StateSpace space = laid.turn.space;
        int goal = laid.turn.goal;
        int chanceFrom = chosen == 0 ? 0
                : laid.rollAt[walk.dieSize(score, opponent, 0, 0, number, kind, chosen)][chosen];
        walk.startRoll(score, opponent, 0, 0, number, kind, chosen);
        int[] codes = walk.codes;
        double[] chance = walk.chance;
        int[] scores = walk.scores();
        int nextNumber = number + 1 == space.turnPeriod() ? 0 : number + 1;
        int previous = -1;
        for (int k = 0; k < codes.length; k++) {
            int landing = walk.landing(walk.points[k], codes[k]);
            int newScore = scores[landing];
            int newOpponent = scores[landing + 1];
            if (walk.ends(newScore, newOpponent)) {
                double outcome = Outcome.valueOf(newScore, newOpponent);
                endsA[at] += chance[k] * outcome;
                endsB[at] += chance[k] * (1 - outcome);
                previous = -1;
                continue;
            }
            if (newScore + newOpponent <= score + opponent) {
                return false;
            }
            int target = (walk.end(newScore, newOpponent, codes[k]) & 1) != 0
                    ? value(space, newScore, newOpponent, nextNumber, space.extras() - 1)
                    : value(space, newOpponent, newScore, nextNumber, 0) ^ flip;
            if (previous >= 0 && target == previous + 1 && (target & flip) == (previous & flip)) {
                laid.length.add(laid.length.pop() + 1);
            } else {
                laid.target.add(target);
                laid.chance.add(chanceFrom + k);
                laid.length.add(1);
            }
            previous = target;
        }
        return true;
    }

    /** A's exact win rates against B, from the choices of both, by the game's layout of states. */
    ExactWinRate evaluate(byte[] choicesA, byte[] choicesB) {
        double[] value = values.get();
        for (int sum = 0; sum + 1 < sums.length; sum++) {
            for (int position = sums[sum]; position < sums[sum + 1]; position++) {
                int state = valueAt[position];
                int atA = position * dice + choicesA[choiceAt[position]];
                value[state] = endsA[atA] + expected(atA, value, 0);
                int atB = position * dice + choicesB[choiceAt[position]];
                value[state ^ flip] = endsB[atB] + expected(atB, value, flip);
            }
        }
        return ExactWinRate.of(value[start], value[start ^ flip]);
    }

    /** The expectation over the runs of one number of dice in one state, for the player in the seat given. */
    private double expected(int at, double[] value, int seat) {
        double sum = 0;
        for (int run = runs[2 * at], end = runs[2 * at + 1]; run < end; run++) {
            int target = runTarget[run] ^ seat;
            int from = runChance[run];
            double partial = 0;
            for (int i = 0, length = runLength[run]; i < length; i++) {
                partial += chance[from + i] * value[target + i];
            }
            sum += partial;
        }
        return sum;
    }

    /** A growable list of ints. */
    static final class Ints {
        private int[] items;
        private int size;

        Ints(int capacity) {
            items = new int[Math.max(16, capacity)];
        }

        void add(int item) {
            if (size == items.length) {
                items = Arrays.copyOf(items, 2 * size);
            }
            items[size++] = item;
        }

        int pop() {
            return items[--size];
        }

        int get(int at) {
            return items[at];
        }

        void set(int at, int item) {
            items[at] = item;
        }

        void addAll(Ints other) {
            if (size + other.size > items.length) {
                items = Arrays.copyOf(items, Math.max(2 * items.length, size + other.size));
            }
            System.arraycopy(other.items, 0, items, size, other.size);
            size += other.size;
        }

        void clear() {
            size = 0;
        }

        int size() {
            return size;
        }

        int[] toArray() {
            return Arrays.copyOf(items, size);
        }
    }
}
