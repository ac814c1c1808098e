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
 * (far below 1e-12), not to the bit. It serves games in which every turn raises the sum of the scores, whose rules do
 * not read what is remembered of the opponent; the {@link PairEvaluator} sends a pair whose entries choose by what is
 * remembered to the solver. Every turn of the game is laid out once, as runs of outcomes that lead to consecutive
 * places with memories a constant step apart, each run a stretch of the roll's chances. Immutable once built and
 * thread-safe: each thread sweeps its own values.
 */
final class MemorySweep {
    /** At most this many turns (a place, a number of dice and a group of memories) are laid out. */
    static final int MAX_LAID = 1 << 23;

    private final StateSpace space;
    private final int dice;
    private final int classes;
    private final int memory;
    private final int pairs;
    /** The places: {@code (turn number * kinds of turn + kind) * pairs + pair of scores}. */
    private final int places;
    /** Where the sweep is at each position, in decreasing sum of the scores: the place. */
    private final int[] placeAt;
    /** Where each sum of the scores starts among the positions, from the largest, and where the last ends. */
    private final int[] sums;
    /** Per turn ({@code (position * dice + chosen) * classes + group}): where its runs start and end. */
    private final int[] runs;
    /** Per turn: A's chance of winning by the turn's ending the game, A moving and B moving. */
    private final double[] endsA;
    private final double[] endsB;
    /**
     * Per run: the place its first outcome leads to, the memory the mover leaves with and its step from one outcome
     * to the next, where its chances start, how many outcomes it has, and whether they give the mover an extra turn.
     */
    private final int[] runTarget;
    private final int[] runMemory;
    private final int[] runStep;
    private final int[] runChance;
    private final int[] runLength;
    private final boolean[] runKeeps;
    private final double[] chance;
    /** Per number of dice and memory ({@code dice * memory + code}): its group. */
    private final int[] groupOf;
    /** Per number of dice: how many groups, the group most memories fall in, and where its other memories are. */
    private final int[] groupCount;
    private final int[] major;
    private final int[] minorFrom;
    /** The memories outside their dice's major group, and their groups. */
    private final int[] minorMemory;
    private final int[] minorGroup;
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
        this.chance = RunSweep.chances(turn, rollAt);
        this.groupOf = new int[dice * memory];
        this.groupCount = new int[dice];
        this.major = new int[dice];
        this.minorFrom = new int[dice + 1];
        Ints minorMemories = new Ints(dice);
        Ints minorGroups = new Ints(dice);
        for (int chosen = 0; chosen < dice; chosen++) {
            groupCount[chosen] = turn.classMemory[chosen].length;
            int[] members = new int[groupCount[chosen]];
            for (int code = 0; code < memory; code++) {
                groupOf[chosen * memory + code] = turn.memoryClass[chosen][code];
                members[turn.memoryClass[chosen][code]]++;
            }
            for (int group = 1; group < members.length; group++) {
                if (members[group] > members[major[chosen]]) {
                    major[chosen] = group;
                }
            }
            minorFrom[chosen] = minorMemories.size();
            for (int code = 0; code < memory; code++) {
                if (turn.memoryClass[chosen][code] != major[chosen]) {
                    minorMemories.add(code);
                    minorGroups.add(turn.memoryClass[chosen][code]);
                }
            }
        }
        minorFrom[dice] = minorMemories.size();
        this.minorMemory = minorMemories.toArray();
        this.minorGroup = minorGroups.toArray();
        this.placeAt = new int[places];
        this.sums = new int[2 * turn.goal];
        this.runs = new int[2 * places * dice * classes];
        this.endsA = new double[places * dice * classes];
        this.endsB = new double[places * dice * classes];
        Runs laid = new Runs(turn, rollAt, places);
        this.complete = layAll(turn, laid);
        this.runTarget = laid.target.toArray();
        this.runMemory = laid.memory.toArray();
        this.runStep = laid.step.toArray();
        this.runChance = laid.chance.toArray();
        this.runLength = laid.length.toArray();
        this.runKeeps = new boolean[runTarget.length];
        for (int run = 0; run < runTarget.length; run++) {
            runKeeps[run] = laid.keeps.get(run) != 0;
        }
        this.start = place(0, 0, 0, 0);
        int size = places * classes * memory;
        this.values = ThreadLocal.withInitial(() -> new double[][] {new double[size], new double[size],
                new double[memory]});
    }

    /**
     * Lays out a game's turns, or answers null for games it does not serve: rules that remember nothing (the
     * {@link RunSweep}'s), rules that read what is remembered of the opponent, turns that can leave the sum of the
     * scores as it was, or games too large to lay out.
     */
    static MemorySweep of(TurnTables turn) {
        StateSpace space = turn.space;
        long laid = (long) space.pairs() * space.turnPeriod() * space.extras() * (turn.maxDice + 1) * turn.maxClasses;
        if (space.memorySize() == 1 || turn.readsOpponentMemory || laid > MAX_LAID) {
            return null;
        }
        MemorySweep sweep = new MemorySweep(turn);
        return sweep.complete ? sweep : null;
    }

    /** The place of a pair of scores on a turn number and kind of turn. */
    private int place(int mover, int other, int number, int kind) {
        return (number * space.extras() + kind) * pairs + space.pair(mover, other);
    }

    /**
     * An entry's choices by place, if they are the same whatever either player remembers; else null, and the pair goes
     * to the solver.
     *
     * @param choices the entry's choices over every state of the space
     */
    byte[] byPlace(byte[] choices) {
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
                                runs[2 * at] = laid.target.size();
                                if (!lay(laid, score, sum - score, number, kind, chosen, group, at)) {
                                    return false;
                                }
                                runs[2 * at + 1] = laid.target.size();
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
        boolean open = false;
        int lastTarget = 0;
        int lastMemory = 0;
        boolean lastKeeps = false;
        for (int k = 0; k < codes.length; k++) {
            int landing = walk.landing(walk.points[k], codes[k]);
            int newScore = scores[landing];
            int newOpponent = scores[landing + 1];
            if (walk.ends(newScore, newOpponent)) {
                double outcome = Outcome.valueOf(newScore, newOpponent);
                endsA[at] += chances[k] * outcome;
                endsB[at] += chances[k] * (1 - outcome);
                open = false;
                continue;
            }
            if (newScore + newOpponent <= score + opponent) {
                return false;
            }
            int end = walk.end(newScore, newOpponent, codes[k]);
            boolean keeps = (end & 1) != 0;
            int remembered = end >>> 1;
            int target = keeps ? place(newScore, newOpponent, nextNumber, space.extras() - 1)
                    : place(newOpponent, newScore, nextNumber, 0);
            int length = open ? laid.length.top() : 0;
            if (open && keeps == lastKeeps && target == lastTarget + 1
                    && (length == 1 || remembered - lastMemory == laid.step.top())) {
                if (length == 1) {
                    laid.step.pop();
                    laid.step.add(remembered - lastMemory);
                }
                laid.length.pop();
                laid.length.add(length + 1);
            } else {
                laid.target.add(target);
                laid.memory.add(remembered);
                laid.step.add(0);
                laid.chance.add(chanceFrom + k);
                laid.length.add(1);
                laid.keeps.add(keeps ? 1 : 0);
            }
            open = true;
            lastTarget = target;
            lastMemory = remembered;
            lastKeeps = keeps;
        }
        return true;
    }

    /**
     * A's exact win rates against B, from their choices by place ({@link #byPlace}).
     *
     * @param a A's choices by place
     * @param b B's choices by place
     */
    ExactWinRate evaluate(byte[] a, byte[] b) {
        double[][] scratch = values.get();
        double[] valueA = scratch[0];
        double[] valueB = scratch[1];
        double[] differences = scratch[2];
        for (int sum = 0; sum + 1 < sums.length; sum++) {
            for (int position = sums[sum]; position < sums[sum + 1]; position++) {
                int place = placeAt[position];
                sweep(position, place, a, b, valueA, valueB, endsA, differences);
                sweep(position, place, b, a, valueB, valueA, endsB, differences);
            }
        }
        return ExactWinRate.of(valueA[valueAt(start, groupOf[a[start] * memory + initial], initial)],
                valueB[valueAt(start, groupOf[b[start] * memory + initial], initial)]);
    }

    /** Where A's chance sits with a player to move at a place, the mover's memory in a group, the opponent's given. */
    private int valueAt(int place, int group, int theirs) {
        return (place * classes + group) * memory + theirs;
    }

    /**
     * Values the mover's every group of memories and every opponent's memory at one place: {@code moving} and
     * {@code waiting} hold A's chances with the mover to move and with the opponent to move, {@code mine} and
     * {@code theirs} their choices. Each outcome that passes the turn adds its chance times the opponent's value in
     * the major group of the opponent's dice there to a common sum, and to the memories of the other groups the
     * difference from it; each outcome that keeps the mover adds its values over every opponent's memory.
     */
    private void sweep(int position, int place, byte[] mine, byte[] theirs, double[] moving, double[] waiting,
            double[] ends, double[] differences) {
        int chosen = mine[place];
        int perPlace = classes * memory;
        for (int group = 0; group < groupCount[chosen]; group++) {
            int at = (position * dice + chosen) * classes + group;
            double common = ends[at];
            Arrays.fill(differences, 0);
            for (int run = runs[2 * at], end = runs[2 * at + 1]; run < end; run++) {
                int target = runTarget[run];
                int remembered = runMemory[run];
                int step = runStep[run];
                int from = runChance[run];
                int length = runLength[run];
                if (runKeeps[run]) {
                    for (int i = 0; i < length; i++) {
                        int next = target + i;
                        double p = chance[from + i];
                        int row = valueAt(next, groupOf[mine[next] * memory + remembered + i * step], 0);
                        for (int other = 0; other < memory; other++) {
                            differences[other] += p * moving[row + other];
                        }
                    }
                    continue;
                }
                for (int i = 0; i < length; i++) {
                    int next = target + i;
                    int answer = theirs[next];
                    double p = chance[from + i];
                    int row = next * perPlace + remembered + i * step;
                    double usual = waiting[row + major[answer] * memory];
                    common += p * usual;
                    for (int minor = minorFrom[answer], last = minorFrom[answer + 1]; minor < last; minor++) {
                        differences[minorMemory[minor]] += p * (waiting[row + minorGroup[minor] * memory] - usual);
                    }
                }
            }
            int out = valueAt(place, group, 0);
            for (int other = 0; other < memory; other++) {
                moving[out + other] = common + differences[other];
            }
        }
    }

    /** What the laying out needs on the way: the game's walk, where each roll's chances start, and the runs so far. */
    private static final class Runs {
        final TurnTables turn;
        final TurnWalk walk;
        final int[][] rollAt;
        final Ints target;
        final Ints memory;
        final Ints step;
        final Ints chance;
        final Ints length;
        final Ints keeps;

        Runs(TurnTables turn, int[][] rollAt, int count) {
            this.turn = turn;
            this.walk = new TurnWalk(turn);
            this.rollAt = rollAt;
            target = new Ints(count);
            memory = new Ints(count);
            step = new Ints(count);
            chance = new Ints(count);
            length = new Ints(count);
            keeps = new Ints(count);
        }
    }
}
