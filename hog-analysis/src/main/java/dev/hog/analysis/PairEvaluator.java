package dev.hog.analysis;

import dev.hog.api.API;
import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Strategy;
import java.util.Arrays;

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
 * one direction with one plain loop per state, rather than one description in eleven of the game's.
 *
 * <p>Rules that also read the turn number or tell extra turns apart (trot's Time Trot) are swept over the same
 * layout of the game, each pair reading its entries' choices through it, since a copy per entry would be ten times
 * as large. Rules that remember something of each player (Feral Hogs) are swept over the places (pairs of scores,
 * turn numbers and kinds of turn) with a value per group of the mover's memory and per memory of the opponent,
 * when both entries choose alike whatever is remembered ({@link MemorySweep}); those values agree with the solver's
 * duel to within rounding, far below 1e-12. Other pairs, and games whose turns can keep the sum of the scores or whose
 * rules read what is remembered of the opponent, are evaluated by the {@link Solver}'s duel. Immutable once built,
 * and thread-safe.
 */
@API(status = API.Status.EXPERIMENTAL, since = "1.0")
public final class PairEvaluator implements AutoCloseable {
    /** The outcomes the sweep adds up at each step of a state's loop. */
    private static final int GROUP = 4;

    private final GameDefinition rules;
    private final Solver solver;
    private final TurnTables turn;
    /** The states of the flat sweep, or 0 when the pairs go to the run sweep or to the solver. */
    private final int states;
    private final int choices;
    /**
     * The game's turns laid out once ({@link RunSweep}), for rules that remember nothing of the rolls and always move
     * the sum on; null for others. Under rules that read neither the turn number nor extra turns, its positions are
     * the pairs of scores in decreasing sum, and each entry lays its own copy of its choices' outcomes out from it.
     */
    private final RunSweep layout;
    /** The game's turns laid out once for rules that remember something of each player, or null. */
    private final MemorySweep remembering;
    /** The game's turns laid out by pairs of scores, for rules that read the turn number only to end a turn, or null. */
    private final PartSweep byPairs;
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
    private final ThreadLocal<double[]> scratch;

    private PairEvaluator(GameDefinition rules) {
        this.rules = rules;
        this.solver = new Solver(1);
        this.turn = solver.tables(rules);
        this.layout = RunSweep.of(turn);
        this.remembering = layout == null ? MemorySweep.of(turn) : null;
        this.byPairs = PartSweep.of(turn, layout);
        boolean flat = layout != null && turn.space.perPair() == 1;
        this.states = flat ? rules.goal() * rules.goal() : 0;
        this.choices = rules.maxDice() + 1;
        this.order = flat ? layout.choiceAt : null;
        this.sums = flat ? layout.sums : null;
        this.flip = flat ? layout.flip : 0;
        this.scratch = ThreadLocal.withInitial(() -> new double[2 * flip]);
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
     * Whether pairs are evaluated by a sweep rather than by the solver's duel.
     *
     * @return true for games whose turns always move the sum of the scores on and whose rules do not read what is
     *     remembered of the opponent; under rules that remember, a pair of entries that choose by what is
     *     remembered still goes to the duel, and so does every pair under rules with moves (fa16's Pork Chop)
     */
    public boolean sweeps() {
        return layout != null || remembering != null;
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
     * @param choices the choice in each state, a number of dice or a move's number, by the states' order in the
     *     game's layout
     * @return the entry
     * @throws HogException if the choices are not one per state, or a choice is out of range
     */
    public Entry entry(byte[] choices) {
        byte[] codes = codes(choices);
        if (turn.legal != null) {
            Choices.legal(turn, "An entry", codes);
        }
        return laid(codes);
    }

    /**
     * Choices checked to be one per state and each a choice of the rules, as their codes, in an array of their own.
     *
     * @throws HogException if they are not
     */
    private byte[] codes(byte[] choices) {
        if (choices.length != turn.space.size()) {
            throw new HogException("An entry of " + rules + " has " + turn.space.size() + " choices, not "
                    + choices.length);
        }
        for (byte dice : choices) {
            if (turn.codeOf(dice) < 0) {
                throw new HogException("An entry chooses " + dice + " dice; under " + rules + " "
                        + turn.kernel.choiceRange());
            }
        }
        return turn.codes(choices.clone());
    }

    /**
     * The memory an entry of these choices holds once laid out, without laying it out where the sweep allows: what a
     * caller that holds many entries at once (a block of a contest on an executor) needs to stay within its heap.
     *
     * @param choices the choice in each state, as {@link #entry(byte[])} takes them
     * @return the bytes of the entry's arrays: its outcomes, chances and states, and its choices
     * @throws HogException if the choices are not one per state, or a choice is out of range
     */
    @API(status = API.Status.EXPERIMENTAL, since = "2.0")
    public long entryBytes(byte[] choices) {
        byte[] codes = codes(choices);
        if (states == 0) {
            if (remembering == null || byPairs != null) {
                // Swept by pairs of scores (trot): laid out and measured.
                return laid(codes).bytes();
            }
            // Under rules that remember: the program by place, or only the choices when they depend on what is
            // remembered.
            long program = remembering.bytes(codes);
            return program >= 0 ? program : codes.length;
        }
        long outcomes = (long) GROUP * steps(codes, new int[states]);
        // Per state: where it is, its two chances of ending the game and where its outcomes start; per outcome: the
        // state it leads to and its chance.
        return codes.length + (long) states * (Integer.BYTES + 2 * Double.BYTES + Integer.BYTES) + Integer.BYTES
                + outcomes * (Integer.BYTES + Double.BYTES);
    }

    /**
     * The sweep's steps of {@value #GROUP} outcomes each state of the flat sweep takes under these choice codes, by
     * position; their sum.
     */
    private int steps(byte[] chosen, int[] steps) {
        int[] runs = layout.runs;
        int[] runLength = layout.runLength;
        int total = 0;
        for (int position = 0; position < states; position++) {
            int at = position * choices + chosen[order[position]];
            int outcomes = 0;
            for (int run = runs[2 * at]; run < runs[2 * at + 1]; run++) {
                outcomes += runLength[run];
            }
            steps[position] = (outcomes + GROUP - 1) / GROUP;
            total += steps[position];
        }
        return total;
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
            MemorySweep.Program remembered = remembering == null ? null : remembering.program(chosen);
            if (remembered != null) {
                // The choices are the entry's by place, repeated for every memory: kept once, 200 times smaller.
                return new Entry(turn, null, null, remembered, null, remembering);
            }
            return new Entry(turn, chosen, null, null, byPairs == null ? null : byPairs.program(chosen), null);
        }
        int[] runs = layout.runs;
        int[] runLength = layout.runLength;
        int[] steps = new int[states];
        int total = GROUP * steps(chosen, steps);
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
            againstB[k] = layout.endsA[at];
            againstA[k] = layout.endsB[at];
            from[k] = n;
            for (int run = runs[2 * at]; run < runs[2 * at + 1]; run++) {
                int leads = layout.runTarget[run];
                for (int i = 0; i < runLength[run]; i++) {
                    target[n] = leads + i;
                    odds[n] = layout.chance[layout.runChance[run] + i];
                    n++;
                }
            }
            // A chance of 0 times any value already in the sweep's array, which is always a chance of winning.
            for (int last = n == from[k] ? 0 : target[n - 1]; n < from[k] + GROUP * steps[position]; n++) {
                target[n] = last;
            }
        }
        from[states] = n;
        return new Entry(turn, chosen, new Program(state, againstB, againstA, from, target, odds), null, null, null);
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
        ExactWinRate rate = evaluated(a, b);
        return a == b || a.sameChoices(b) ? ExactWinRate.againstItself(rate.first()) : rate;
    }

    private ExactWinRate evaluated(Entry a, Entry b) {
        if (states == 0) {
            if (a.paired != null && b.paired != null) {
                return byPairs.evaluate(a.paired, b.paired);
            }
            if (layout != null) {
                return layout.evaluate(a.choices, b.choices);
            }
            return a.remembered != null && b.remembered != null ? remembering.evaluate(a.remembered, b.remembered)
                    : solver.winRate(turn, a.all(), b.all());
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
        return ExactWinRate.of(values[0], values[other]);
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

    /** Stops the solver the evaluator falls back on. */
    @Override
    public void close() {
        solver.close();
    }

    /** A strategy laid out for one evaluator: its choice in every state. */
    @API(status = API.Status.EXPERIMENTAL, since = "1.0")
    public static final class Entry {
        /** The game's tables, which say what choice each choice code stands for. */
        private final TurnTables turn;
        /** The choice code in every state; null when {@link #remembered} holds them by place. */
        private final byte[] choices;
        private final Program program;
        /** Under rules that remember, the entry's turns if its choices do not depend on what is remembered; else null. */
        private final MemorySweep.Program remembered;
        /** Under rules that read the turn number only to end a turn, the entry's outcomes by pairs of scores, or null. */
        private final PartSweep.Program paired;
        /** The sweep whose places {@link #remembered} chooses by, to spell the choices out in every state; or null. */
        private final MemorySweep sweep;

        Entry(TurnTables turn, byte[] choices, Program program, MemorySweep.Program remembered,
                PartSweep.Program paired, MemorySweep sweep) {
            this.turn = turn;
            this.choices = choices;
            this.program = program;
            this.remembered = remembered;
            this.paired = paired;
            this.sweep = sweep;
        }

        /** The bytes of the arrays the entry holds of its own (not the sweep it shares with every entry). */
        long bytes() {
            long bytes = choices == null ? 0 : choices.length;
            if (program != null) {
                bytes += arrays(program.state(), program.endsAsA(), program.endsAsB(), program.from(), program.target(),
                        program.chance());
            }
            if (remembered != null) {
                bytes += arrays(remembered.byPlace(), remembered.bySum(), remembered.place(), remembered.group(),
                        remembered.endsA(), remembered.endsB(), remembered.from(), remembered.outcome(),
                        remembered.keepFrom(), remembered.keep());
            }
            if (paired != null) {
                bytes += arrays(paired.dice(), paired.from(), paired.endsA(), paired.endsB(), paired.passesTo(),
                        paired.rolls());
            }
            return bytes;
        }

        /** The bytes of arrays' elements. */
        private static long arrays(Object... arrays) {
            long bytes = 0;
            for (Object array : arrays) {
                if (array instanceof byte[] b) {
                    bytes += b.length;
                } else if (array instanceof int[] i) {
                    bytes += (long) Integer.BYTES * i.length;
                } else if (array instanceof double[] d) {
                    bytes += (long) Double.BYTES * d.length;
                }
            }
            return bytes;
        }

        /** The choice in every state: the entry's own array, or a new one spelled out from its choices by place. */
        private byte[] all() {
            return choices != null ? choices : sweep.everyState(remembered.byPlace());
        }

        /**
         * The entry's choice in every state, in the order of the game's layout: what {@link #entry(byte[])} takes
         * back, to send an entry to another machine.
         *
         * @return a copy of the choices
         */
        public byte[] choices() {
            return turn.choices(choices != null ? choices.clone() : all());
        }

        /**
         * Whether two entries choose alike in every state, so that one evaluation serves both.
         *
         * @param other another entry of the same evaluator
         * @return true if every choice is the same
         */
        public boolean sameChoices(Entry other) {
            if (choices == null && other.choices == null && sweep == other.sweep) {
                return Arrays.equals(remembered.byPlace(), other.remembered.byPlace());
            }
            if ((choices == null) != (other.choices == null)) {
                // One evaluator keeps an entry by place exactly when its choices do not depend on what is
                // remembered: one that does and one that does not cannot choose alike, and neither is spelled out.
                return false;
            }
            return Arrays.equals(all(), other.all());
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Entry entry && sameChoices(entry);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(all());
        }
    }
}
