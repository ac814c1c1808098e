package dev.hog.analysis;

import dev.hog.api.game.Outcome;
import dev.hog.analysis.RunSweep.Ints;
import java.util.Arrays;

/**
 * Pairs of fixed strategies under rules that remember something of each player (su20's Feral Hogs, a player's previous
 * points), valued over the states that can differ rather than over every memory of both players.
 *
 * <p>Two fixed strategies that read only the scores, the turn number and the kind of turn choose the same dice
 * whatever either player remembers. The mover's memory then matters only through its group for the dice chosen
 * ({@link TurnTables#memoryClass}: Feral Hogs' 14 values fall into two, 2 away from the dice or not), and the
 * opponent's memory only through the groups it falls in where the opponent moves next. So a player's values at a
 * place (a pair of scores, a turn number and a kind of turn) are kept per group of the mover's memory and per memory
 * of the opponent: for su20, 2 by 14 rather than 14 by 14. And the expectation over a turn's outcomes is taken once
 * for every opponent's memory at the same time: each outcome that passes the turn adds its chance times the opponent's
 * value in the group most memories fall in to one common sum, and to each memory of another group only the difference
 * its group makes (for Feral Hogs, the two memories 2 away from the opponent's dice there).
 *
 * <p>The sums are those of the solver's duel in another order, so the values agree with the duel's to within rounding
 * (a few 1e-16 on su20, far below 1e-12), not to the bit. It serves games in which every turn raises the sum of the
 * scores and whose rules do not read what is remembered of the opponent; the {@link PairEvaluator} sends a pair whose
 * entries choose by what is remembered, and other games, to the solver's duel. Every turn of the game (a place, a
 * number of dice and a group of the mover's memories) is laid out once, as runs of outcomes that lead to consecutive
 * places with memories a constant step apart, each run a stretch of the roll's chances (about 30 MB for su20); each
 * entry copies out the turns of the dice it chooses, one outcome an int, in the order the sweep reads them
 * ({@link Program}, about 2 MB for su20). Immutable once built and thread-safe: each thread sweeps its own values.
 */
final class MemorySweep {
    /** At most this many turns (a place, a number of dice and a group of memories) are laid out. */
    static final int MAX_LAID = 1 << 23;
    /** The outcomes the sweep adds up at each step of a turn's loop. */
    private static final int GROUP = 4;

    private final StateSpace space;
    private final int dice;
    private final int classes;
    private final int memory;
    private final int pairs;
    /** The places: {@code (turn number * kinds of turn + kind) * pairs + pair of scores}. */
    private final int places;
    /**
     * Where the sweep is at each position: the place. The positions go in decreasing sum of the scores, and every
     * turn raises the sum, so a turn leads only to places the sweep has been to.
     */
    private final int[] placeAt;
    /** Where each sum of the scores starts among the positions, from the largest, and where the last ends. */
    private final int[] sums;
    /**
     * Per turn ({@code (position * dice + chosen) * classes + group}): where its runs start, where those that pass the
     * turn end and those that keep the mover start, and where they end, in {@link #run}.
     */
    private final int[] runs;
    /** Per turn: A's chance of winning by the turn's ending the game, A moving and B moving. */
    private final double[] endsA;
    private final double[] endsB;
    /**
     * The runs, {@value #RUN} ints each: the place its first outcome leads to, the memory the mover leaves with and
     * its step from one outcome to the next, where its chances start and how many outcomes it has.
     */
    private final int[] run;
    private static final int RUN = 5;
    /** Every roll's chances one after another ({@link RunSweep#chances}), and a chance of 0 at {@link #nothing}. */
    private final double[] chance;
    private final int nothing;
    /**
     * An entry keeps each outcome in one int: the place it leads to, then the memory the mover leaves with, then where
     * its chance is, in the lowest {@code chanceBits} bits.
     */
    private final int chanceBits;
    private final int placeShift;
    private final int memoryMask;
    /** Per number of dice and memory ({@code dice * memory + code}): its group. */
    private final int[] groupOf;
    /** Per number of dice: how many groups, and the group most memories fall in. */
    private final int[] groupCount;
    private final int[] major;
    /**
     * Per opponent's memory {@code code}, from {@code receivedFrom[code]} to {@code receivedFrom[code + 1]}: the sums of
     * the differences it gets, each at {@code dice * classes + group} of the scratch, for every number of dice whose
     * major group it is not in.
     */
    private final int[] receivedFrom;
    private final int[] received;
    private final int start;
    private final int initial;
    private final ThreadLocal<double[][]> values;
    private final boolean complete;

    private MemorySweep(TurnTables turn) {
        this.space = turn.space;
        this.dice = turn.maxDice + 1;
        this.classes = turn.maxClasses;
        this.memory = space.memorySize();
        this.pairs = space.pairs();
        this.places = pairs * space.turnPeriod() * space.extras();
        this.initial = space.initialMemory();
        int[][] rollAt = new int[turn.rollChance.length][dice];
        double[] chances = RunSweep.chances(turn, rollAt);
        this.chance = Arrays.copyOf(chances, chances.length + 1);
        this.nothing = chances.length;
        this.chanceBits = bits(chance.length);
        this.placeShift = chanceBits + bits(memory);
        this.memoryMask = (1 << bits(memory)) - 1;
        this.groupOf = new int[dice * memory];
        this.groupCount = new int[dice];
        this.major = turn.usualClass;
        Ints[] gets = new Ints[memory];
        for (int code = 0; code < memory; code++) {
            gets[code] = new Ints(dice);
        }
        for (int chosen = 0; chosen < dice; chosen++) {
            groupCount[chosen] = turn.classMemory[chosen].length;
            for (int code = 0; code < memory; code++) {
                groupOf[chosen * memory + code] = turn.memoryClass[chosen][code];
            }
            for (int code = 0; code < memory; code++) {
                if (turn.memoryClass[chosen][code] != major[chosen]) {
                    gets[code].add(chosen * classes + turn.memoryClass[chosen][code]);
                }
            }
        }
        this.receivedFrom = new int[memory + 1];
        Ints all = new Ints(dice);
        for (int code = 0; code < memory; code++) {
            receivedFrom[code] = all.size();
            all.addAll(gets[code]);
        }
        receivedFrom[memory] = all.size();
        this.received = all.toArray();
        this.placeAt = new int[places];
        this.sums = new int[2 * turn.goal];
        this.runs = new int[3 * places * dice * classes];
        this.endsA = new double[places * dice * classes];
        this.endsB = new double[places * dice * classes];
        Runs laid = new Runs(turn, rollAt, places);
        this.complete = layAll(turn, laid);
        this.run = laid.all.toArray();
        this.start = place(0, 0, 0, 0);
        int size = places * classes * memory;
        this.values = ThreadLocal.withInitial(() -> new double[][] {new double[size], new double[size],
                new double[dice * classes + memory]});
    }

    /**
     * Lays out a game's turns, or answers null for games it does not serve: rules that remember nothing (the
     * {@link RunSweep}'s), rules that read what is remembered of the opponent, turns that can leave the sum of the
     * scores as it was, or games too large to lay out.
     */
    static MemorySweep of(TurnTables turn) {
        if (turn.hasMoves) {
            // Moves go to the solver's duel: the sweep lays out numbers of dice only.
            return null;
        }
        StateSpace space = turn.space;
        long laid = (long) space.pairs() * space.turnPeriod() * space.extras() * (turn.maxDice + 1) * turn.maxClasses;
        int chances = RunSweep.chances(turn, new int[turn.rollChance.length][turn.maxDice + 1]).length + 1;
        int places = space.pairs() * space.turnPeriod() * space.extras();
        if (space.memorySize() == 1 || turn.readsOpponentMemory || laid > MAX_LAID
                || bits(places) + bits(space.memorySize()) + bits(chances) > Integer.SIZE - 1) {
            return null;
        }
        MemorySweep sweep = new MemorySweep(turn);
        return sweep.complete ? sweep : null;
    }

    /** The bits that hold a number below {@code count}. */
    private static int bits(int count) {
        return Integer.SIZE - Integer.numberOfLeadingZeros(Math.max(1, count - 1));
    }

    /** The place of a pair of scores on a turn number and kind of turn. */
    private int place(int mover, int other, int number, int kind) {
        return (number * space.extras() + kind) * pairs + space.pair(mover, other);
    }

    /**
     * An entry's turns, laid out for the sweep if its choices are the same whatever either player remembers; else null,
     * and its pairs go to the solver.
     *
     * @param choices the entry's choices over every state of the space
     */
    Program program(byte[] choices) {
        byte[] byPlace = byPlace(choices);
        return byPlace == null ? null : lay(byPlace);
    }

    /** The outcomes that pass the turn from a place's turn of one group, before padding. */
    private int outcomes(int at) {
        int outcomes = 0;
        for (int r = runs[3 * at] * RUN; r < runs[3 * at + 1] * RUN; r += RUN) {
            outcomes += run[r + 4];
        }
        return outcomes;
    }

    /**
     * The bytes of the arrays of the program of these choices, counted without laying it out; -1 if the choices depend
     * on what is remembered, so that no program holds them.
     */
    long bytes(byte[] choices) {
        byte[] byPlace = byPlace(choices);
        if (byPlace == null) {
            return -1;
        }
        long turns = 0;
        long total = 0;
        long kept = 0;
        for (int position = sums[0]; position < sums[sums.length - 1]; position++) {
            int chosen = byPlace[placeAt[position]];
            for (int group = 0; group < groupCount[chosen]; group++) {
                int at = (position * dice + chosen) * classes + group;
                turns++;
                total += GROUP * ((outcomes(at) + GROUP - 1) / GROUP);
                kept += (runs[3 * at + 2] - runs[3 * at + 1]) * RUN;
            }
        }
        // The choices by place and where each sum starts; per turn its place, group, two chances of ending and where
        // its outcomes start; the outcomes; and the runs kept, with where each turn's start when there are any.
        return byPlace.length + (long) Integer.BYTES * sums.length
                + turns * (Integer.BYTES + 1 + 2 * Double.BYTES + Integer.BYTES) + Integer.BYTES
                + Integer.BYTES * total + (kept == 0 ? 0 : Integer.BYTES * (turns + 1)) + Integer.BYTES * kept;
    }

    /** Choices by place spelled out in every state of the space, the same for every memory of either player. */
    byte[] everyState(byte[] byPlace) {
        byte[] choices = new byte[space.size()];
        int goal = space.goal();
        for (int score = 0; score < goal; score++) {
            for (int opponent = 0; opponent < goal; opponent++) {
                for (int number = 0; number < space.turnPeriod(); number++) {
                    for (int kind = 0; kind < space.extras(); kind++) {
                        byte chosen = byPlace[place(score, opponent, number, kind)];
                        for (int mine = 0; mine < memory; mine++) {
                            for (int theirs = 0; theirs < memory; theirs++) {
                                choices[space.at(score, opponent, mine, theirs, number, kind)] = chosen;
                            }
                        }
                    }
                }
            }
        }
        return choices;
    }

    /** An entry's choices by place, or null if they depend on what either player remembers. */
    private byte[] byPlace(byte[] choices) {
        byte[] byPlace = new byte[places];
        int goal = space.goal();
        for (int score = 0; score < goal; score++) {
            for (int opponent = 0; opponent < goal; opponent++) {
                for (int number = 0; number < space.turnPeriod(); number++) {
                    for (int kind = 0; kind < space.extras(); kind++) {
                        byte chosen = choices[space.at(score, opponent, 0, 0, number, kind)];
                        for (int mine = 0; mine < memory; mine++) {
                            for (int theirs = 0; theirs < memory; theirs++) {
                                if (choices[space.at(score, opponent, mine, theirs, number, kind)] != chosen) {
                                    return null;
                                }
                            }
                        }
                        byPlace[place(score, opponent, number, kind)] = chosen;
                    }
                }
            }
        }
        return byPlace;
    }

    /** Lays out every place; false, leaving the rest, at a turn that keeps the sum of the scores. */
    private boolean layAll(TurnTables turn, Runs laid) {
        int goal = turn.goal;
        int position = 0;
        for (int sum = 2 * goal - 2, k = 0; sum >= 0; sum--, k++) {
            for (int score = Math.max(0, sum - goal + 1); score <= Math.min(sum, goal - 1); score++) {
                for (int number = 0; number < space.turnPeriod(); number++) {
                    for (int kind = 0; kind < space.extras(); kind++) {
                        placeAt[position] = place(score, sum - score, number, kind);
                        for (int chosen = 0; chosen < dice; chosen++) {
                            for (int group = 0; group < groupCount[chosen]; group++) {
                                int at = (position * dice + chosen) * classes + group;
                                if (!lay(laid, score, sum - score, number, kind, chosen, group, at)) {
                                    return false;
                                }
                            }
                        }
                        position++;
                    }
                }
            }
            sums[k + 1] = position;
        }
        return true;
    }

    /**
     * Lays out one number of dice from one place for one group of the mover's memories, at {@code at}, as the
     * {@link TurnWalk} walks its turn: its chance of ending the game, and its other outcomes as runs. False if an
     * outcome leaves the sum of the scores as it was.
     */
    private boolean lay(Runs laid, int score, int opponent, int number, int kind, int chosen, int group, int at) {
        TurnWalk walk = laid.walk;
        TurnTables turn = laid.turn;
        int mine = turn.classMemory[chosen][group];
        int chanceFrom = chosen == 0 ? 0
                : laid.rollAt[walk.dieSize(score, opponent, mine, 0, number, kind, chosen)][chosen];
        walk.startRoll(score, opponent, mine, 0, number, kind, chosen);
        int[] codes = walk.codes;
        double[] chances = walk.chance;
        int[] scores = walk.scores();
        int nextNumber = number + 1 == space.turnPeriod() ? 0 : number + 1;
        Ints[] byKind = {laid.passing, laid.keeping};
        for (int k = 0; k < codes.length; k++) {
            int landing = walk.landing(walk.points[k], codes[k]);
            int newScore = scores[landing];
            int newOpponent = scores[landing + 1];
            if (walk.ends(newScore, newOpponent)) {
                double outcome = Outcome.valueOf(newScore, newOpponent);
                endsA[at] += chances[k] * outcome;
                endsB[at] += chances[k] * (1 - outcome);
                continue;
            }
            if (newScore + newOpponent <= score + opponent) {
                return false;
            }
            int end = walk.end(newScore, newOpponent, codes[k]);
            int keeps = end & 1;
            int remembered = end >>> 1;
            int target = keeps == 1 ? place(newScore, newOpponent, nextNumber, space.extras() - 1)
                    : place(newOpponent, newScore, nextNumber, 0);
            // The outcome extends the last run of its kind if it follows it in every part: the next place, the
            // next chance, and the memory one step on (the step is set by a run's second outcome).
            Ints runs = byKind[keeps];
            int last = runs.size() - RUN;
            if (last >= 0) {
                int length = runs.get(last + 4);
                int step = length == 1 ? remembered - runs.get(last + 1) : runs.get(last + 2);
                if (target == runs.get(last) + length && chanceFrom + k == runs.get(last + 3) + length
                        && remembered == runs.get(last + 1) + length * step) {
                    runs.set(last + 2, step);
                    runs.set(last + 4, length + 1);
                    continue;
                }
            }
            runs.add(target);
            runs.add(remembered);
            runs.add(0);
            runs.add(chanceFrom + k);
            runs.add(1);
        }
        runs[3 * at] = laid.all.size() / RUN;
        laid.all.addAll(laid.passing);
        runs[3 * at + 1] = laid.all.size() / RUN;
        laid.all.addAll(laid.keeping);
        runs[3 * at + 2] = laid.all.size() / RUN;
        laid.passing.clear();
        laid.keeping.clear();
        return true;
    }

    /**
     * An entry's own copy of the game's turns for the dice it chooses, so that a pair reads each entry's turns as one
     * stream: the turns of each sum of the scores ({@code bySum}) one after another, each a place and a group of the
     * mover's memories with its chances of ending the game (A moving, and B moving), its outcomes that pass the turn
     * ({@code from}) and its runs of outcomes that keep the mover ({@code keepFrom}, in {@code keep}; null if none
     * does). Each outcome that passes is one int ({@link #chanceBits}): the place it leads to, the memory the mover
     * leaves with and where its chance is. A turn's outcomes are padded with chances of 0 to a multiple of
     * {@value #GROUP}, the loop's step, and within a sum the turns with fewer steps come first, so that the loop runs
     * as many steps turn after turn. About 2 MB for su20.
     */
    record Program(byte[] byPlace, int[] bySum, int[] place, byte[] group, double[] endsA, double[] endsB, int[] from,
            int[] outcome, int[] keepFrom, int[] keep) {
    }

    private Program lay(byte[] byPlace) {
        Ints turnPlace = new Ints(places);
        Ints turnGroup = new Ints(places);
        Ints turnAt = new Ints(places);
        Ints turnSteps = new Ints(places);
        int[] bySum = new int[sums.length];
        for (int sum = 0; sum + 1 < sums.length; sum++) {
            int first = turnAt.size();
            for (int position = sums[sum]; position < sums[sum + 1]; position++) {
                int chosen = byPlace[placeAt[position]];
                for (int group = 0; group < groupCount[chosen]; group++) {
                    int at = (position * dice + chosen) * classes + group;
                    int outcomes = outcomes(at);
                    turnPlace.add(placeAt[position]);
                    turnGroup.add(group);
                    turnAt.add(at);
                    turnSteps.add((outcomes + GROUP - 1) / GROUP);
                }
            }
            bySum[sum + 1] = turnAt.size();
            sortBySteps(first, turnAt.size(), turnSteps, turnPlace, turnGroup, turnAt);
        }
        int turns = turnAt.size();
        int total = 0;
        int kept = 0;
        for (int turn = 0; turn < turns; turn++) {
            int at = turnAt.get(turn);
            total += GROUP * turnSteps.get(turn);
            kept += (runs[3 * at + 2] - runs[3 * at + 1]) * RUN;
        }
        double[] endsOfA = new double[turns];
        double[] endsOfB = new double[turns];
        int[] from = new int[turns + 1];
        int[] keepFrom = new int[turns + 1];
        int[] outcome = new int[total];
        int[] keep = new int[kept];
        int n = 0;
        int k = 0;
        for (int turn = 0; turn < turns; turn++) {
            int at = turnAt.get(turn);
            endsOfA[turn] = endsA[at];
            endsOfB[turn] = endsB[at];
            from[turn] = n;
            for (int r = runs[3 * at] * RUN; r < runs[3 * at + 1] * RUN; r += RUN) {
                for (int i = 0; i < run[r + 4]; i++) {
                    outcome[n++] = (run[r] + i) << placeShift | (run[r + 1] + i * run[r + 2]) << chanceBits
                            | run[r + 3] + i;
                }
            }
            // A chance of 0 times any value already in the sweep's arrays, which is always a finite chance.
            for (int last = n == from[turn] ? 0 : outcome[n - 1] >>> placeShift << placeShift;
                    n < from[turn] + GROUP * turnSteps.get(turn); n++) {
                outcome[n] = last | nothing;
            }
            keepFrom[turn] = k;
            int length = (runs[3 * at + 2] - runs[3 * at + 1]) * RUN;
            System.arraycopy(run, runs[3 * at + 1] * RUN, keep, k, length);
            k += length;
        }
        from[turns] = n;
        keepFrom[turns] = k;
        byte[] groups = new byte[turns];
        for (int turn = 0; turn < turns; turn++) {
            groups[turn] = (byte) turnGroup.get(turn);
        }
        return new Program(byPlace, bySum, turnPlace.toArray(), groups, endsOfA, endsOfB, from, outcome,
                kept == 0 ? null : keepFrom, keep);
    }

    /** Orders the turns from {@code first} to {@code end} by their steps, keeping the order of equal ones. */
    private static void sortBySteps(int first, int end, Ints steps, Ints... with) {
        Integer[] order = new Integer[end - first];
        for (int i = 0; i < order.length; i++) {
            order[i] = first + i;
        }
        Arrays.sort(order, (x, y) -> Integer.compare(steps.get(x), steps.get(y)));
        for (Ints list : with) {
            int[] sorted = new int[order.length];
            for (int i = 0; i < order.length; i++) {
                sorted[i] = list.get(order[i]);
            }
            for (int i = 0; i < order.length; i++) {
                list.set(first + i, sorted[i]);
            }
        }
        int[] sortedSteps = new int[order.length];
        for (int i = 0; i < order.length; i++) {
            sortedSteps[i] = steps.get(order[i]);
        }
        for (int i = 0; i < order.length; i++) {
            steps.set(first + i, sortedSteps[i]);
        }
    }

    /**
     * A's exact win rates against B, from their programs: one sum of the scores at a time, A's turns of it and then
     * B's, each in its program's order.
     *
     * @param a A's program
     * @param b B's program
     */
    ExactWinRate evaluate(Program a, Program b) {
        double[][] scratch = values.get();
        double[] valueA = scratch[0];
        double[] valueB = scratch[1];
        double[] sumsOf = scratch[2];
        byte[] choicesA = a.byPlace();
        byte[] choicesB = b.byPlace();
        for (int sum = 0; sum + 1 < sums.length; sum++) {
            for (int turn = a.bySum()[sum], end = a.bySum()[sum + 1]; turn < end; turn++) {
                value(a, turn, choicesA, choicesB, valueA, valueB, a.endsA(), sumsOf);
            }
            for (int turn = b.bySum()[sum], end = b.bySum()[sum + 1]; turn < end; turn++) {
                value(b, turn, choicesB, choicesA, valueB, valueA, b.endsB(), sumsOf);
            }
        }
        return ExactWinRate.of(valueA[valueAt(start, groupOf[choicesA[start] * memory + initial], initial)],
                valueB[valueAt(start, groupOf[choicesB[start] * memory + initial], initial)]);
    }

    /**
     * Where A's chance sits with a player to move at a place, the mover's memory in a group, the opponent's given: the
     * groups of one opponent's memory side by side, as an outcome that passes the turn reads them.
     */
    private int valueAt(int place, int group, int theirs) {
        return (place * memory + theirs) * classes + group;
    }

    /**
     * Values one turn of a program: the mover's group of memories at a place, for every opponent's memory.
     * {@code moving} and {@code waiting} hold A's chances with the mover to move and with the opponent to move,
     * {@code mine} and {@code theirs} their choices by place.
     *
     * <p>Each outcome that passes the turn adds its chance times the opponent's value in the major group of the
     * opponent's dice there to a common sum (four partial sums, so that each addition need not wait for the one
     * before it), and the difference another group makes to a sum for those dice and that group: the memories of that
     * group get it at the end (for Feral Hogs, the two 2 away from the dice). Each outcome that keeps the mover adds its
     * values over every opponent's memory.
     */
    private void value(Program program, int turn, byte[] mine, byte[] theirs, double[] moving, double[] waiting,
            double[] ends, double[] scratch) {
        int place = program.place()[turn];
        int[] outcome = program.outcome();
        double[] chance = this.chance;
        int rowStep = memory * classes;
        int byMemory = dice * classes;
        Arrays.fill(scratch, 0, byMemory, 0);
        double common0 = ends[turn];
        double common1 = 0;
        double common2 = 0;
        double common3 = 0;
        int shift = placeShift;
        int bits = chanceBits;
        int mask = (1 << bits) - 1;
        int kept = memoryMask;
        int from = program.from()[turn];
        int end = program.from()[turn + 1];
        if (classes == 2) {
            // The other group is 1 - major. Where the dice have one group, no memory reads its sum and the value
            // beside it is whatever an earlier sweep left, always a finite chance.
            for (int at = from; at < end; at += GROUP) {
                int code0 = outcome[at];
                int code1 = outcome[at + 1];
                int code2 = outcome[at + 2];
                int code3 = outcome[at + 3];
                int next0 = code0 >>> shift;
                int next1 = code1 >>> shift;
                int next2 = code2 >>> shift;
                int next3 = code3 >>> shift;
                int answer0 = theirs[next0];
                int answer1 = theirs[next1];
                int answer2 = theirs[next2];
                int answer3 = theirs[next3];
                int usual0 = major[answer0];
                int usual1 = major[answer1];
                int usual2 = major[answer2];
                int usual3 = major[answer3];
                int row0 = next0 * rowStep + (code0 >>> bits & kept) * 2;
                int row1 = next1 * rowStep + (code1 >>> bits & kept) * 2;
                int row2 = next2 * rowStep + (code2 >>> bits & kept) * 2;
                int row3 = next3 * rowStep + (code3 >>> bits & kept) * 2;
                double p0 = chance[code0 & mask];
                double p1 = chance[code1 & mask];
                double p2 = chance[code2 & mask];
                double p3 = chance[code3 & mask];
                double value0 = waiting[row0 + usual0];
                double value1 = waiting[row1 + usual1];
                double value2 = waiting[row2 + usual2];
                double value3 = waiting[row3 + usual3];
                common0 += p0 * value0;
                common1 += p1 * value1;
                common2 += p2 * value2;
                common3 += p3 * value3;
                scratch[2 * answer0 + 1 - usual0] += p0 * (waiting[row0 + 1 - usual0] - value0);
                scratch[2 * answer1 + 1 - usual1] += p1 * (waiting[row1 + 1 - usual1] - value1);
                scratch[2 * answer2 + 1 - usual2] += p2 * (waiting[row2 + 1 - usual2] - value2);
                scratch[2 * answer3 + 1 - usual3] += p3 * (waiting[row3 + 1 - usual3] - value3);
            }
        } else {
            for (int at = from; at < end; at++) {
                int code = outcome[at];
                int answer = theirs[code >>> shift];
                int usual = major[answer];
                int row = (code >>> shift) * rowStep + (code >>> bits & kept) * classes;
                double p = chance[code & mask];
                double value = waiting[row + usual];
                common0 += p * value;
                for (int other = 0; other < groupCount[answer]; other++) {
                    if (other != usual) {
                        scratch[answer * classes + other] += p * (waiting[row + other] - value);
                    }
                }
            }
        }
        int[] keep = program.keep();
        int keepFrom = program.keepFrom() == null ? 0 : program.keepFrom()[turn];
        int keepEnd = program.keepFrom() == null ? 0 : program.keepFrom()[turn + 1];
        if (keepFrom < keepEnd) {
            Arrays.fill(scratch, byMemory, byMemory + memory, 0);
        }
        for (int r = keepFrom; r < keepEnd; r += RUN) {
            int target = keep[r];
            int remembered = keep[r + 1];
            for (int i = 0, length = keep[r + 4]; i < length; i++, target++, remembered += keep[r + 2]) {
                double p = chance[keep[r + 3] + i];
                int row = valueAt(target, groupOf[mine[target] * memory + remembered], 0);
                for (int other = 0; other < memory; other++) {
                    scratch[byMemory + other] += p * moving[row + other * classes];
                }
            }
        }
        double common = (common0 + common1) + (common2 + common3);
        int out = valueAt(place, program.group()[turn], 0);
        for (int other = 0; other < memory; other++) {
            double value = keepFrom < keepEnd ? common + scratch[byMemory + other] : common;
            for (int sum = receivedFrom[other], last = receivedFrom[other + 1]; sum < last; sum++) {
                value += scratch[received[sum]];
            }
            moving[out + other * classes] = value;
        }
    }

    /**
     * What the laying out needs on the way: the game's walk, where each roll's chances start, the runs so far, and the
     * runs of the turn being laid out that pass the turn and that keep the mover.
     */
    private static final class Runs {
        final TurnTables turn;
        final TurnWalk walk;
        final int[][] rollAt;
        final Ints all;
        final Ints passing = new Ints(16 * RUN);
        final Ints keeping = new Ints(16 * RUN);

        Runs(TurnTables turn, int[][] rollAt, int count) {
            this.turn = turn;
            this.walk = new TurnWalk(turn);
            this.rollAt = rollAt;
            this.all = new Ints(count * RUN);
        }
    }
}
