package dev.hog.analysis;

import dev.hog.api.API;
import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.GameState;

/**
 * The states below the goal that some rules tell apart, seen from the mover, and how the solver, strategy tables and
 * table files number them: both scores, what the rules remember of each player ({@link #memorySize()} codes per
 * player), the turn number modulo {@link #turnPeriod()}, and, if {@link #extraTurns()}, whether the turn is an extra
 * turn. A part the rules never read has one value: rules without memory have one memory code, rules that ignore the
 * turn number a period of 1.
 *
 * <p>The states are numbered from 0 to {@link #size()} - 1, the parts in the order of {@link Part}: the mover's score
 * changes slowest and the kind of turn fastest, so the states that share a pair of scores are the {@link #perPair()}
 * numbers from {@code index(score, opponent, 0, 0, 0, false)} on, and each part steps the number by its
 * {@link #stride(Part)}.
 *
 * <p>Immutable and thread-safe. Two spaces are equal when they have the same goal, memory codes, turn period, kinds of
 * turn and initial memory. Every method given a state or a part outside the space throws
 * {@link IllegalArgumentException}, saying what the space holds.
 *
 * @since 2.0
 */
@API(status = API.Status.EXPERIMENTAL, since = "2.0")
public final class StateSpace {
    /**
     * The parts of a state the space numbers, from the one that changes the number most to the one that changes it
     * least.
     *
     * @since 2.0
     */
    @API(status = API.Status.EXPERIMENTAL, since = "2.0")
    public enum Part {
        /** The mover's score, from 0 to the goal - 1. */
        SCORE,
        /** The opponent's score, from 0 to the goal - 1. */
        OPPONENT_SCORE,
        /** What the rules remember of the mover: a memory code. */
        MEMORY,
        /** What the rules remember of the opponent. */
        OPPONENT_MEMORY,
        /** The turn number modulo the turn period. */
        TURN,
        /** 1 on an extra turn, else 0; always 0 if the space does not tell extra turns apart. */
        EXTRA_TURN
    }

    private static final Part[] PARTS = Part.values();

    private final int goal;
    private final int memorySize;
    private final int turnPeriod;
    private final int extras;
    private final int initialMemory;
    /** The values each part takes and its stride, by {@link Part#ordinal()}. */
    private final int[] counts;
    private final int[] strides;
    private final int size;

    private StateSpace(int goal, int memorySize, int turnPeriod, int extras, int initialMemory) {
        long states = states(goal, memorySize, turnPeriod, extras);
        if (goal < 1 || goal > GameDefinition.MAX_GOAL || memorySize < 1 || turnPeriod < 1 || initialMemory < 0
                || initialMemory >= memorySize) {
            throw new IllegalArgumentException("A state space needs a goal from 1 to " + GameDefinition.MAX_GOAL
                    + ", at least one memory code with the initial one among them and a turn period of at least 1;"
                    + " not goal " + goal + ", " + memorySize + " memory codes starting at " + initialMemory
                    + " and period " + turnPeriod);
        }
        if (states > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("A state space of " + states + " states is too large: at most "
                    + Integer.MAX_VALUE + " can be numbered");
        }
        this.goal = goal;
        this.memorySize = memorySize;
        this.turnPeriod = turnPeriod;
        this.extras = extras;
        this.initialMemory = initialMemory;
        this.counts = new int[] {goal, goal, memorySize, memorySize, turnPeriod, extras};
        this.strides = new int[PARTS.length];
        int stride = 1;
        for (int part = PARTS.length - 1; part >= 0; part--) {
            strides[part] = stride;
            stride *= counts[part];
        }
        this.size = stride;
    }

    /**
     * The states these sizes tell apart.
     *
     * @param goal the goal: scores from 0 to {@code goal - 1}, up to {@link GameDefinition#MAX_GOAL}
     * @param memorySize the memory codes per player, 1 if nothing is remembered
     * @param turnPeriod the turn numbers told apart: the turn number modulo this, 1 if it is ignored
     * @param extraTurns whether extra turns are told apart from others
     * @param initialMemory the memory code of a player before their first turn
     * @return the space
     * @throws IllegalArgumentException if a size is below 1, the goal above {@link GameDefinition#MAX_GOAL}, the
     *     initial memory not one of the codes, or the space has more than {@link Integer#MAX_VALUE} states
     */
    public static StateSpace of(int goal, int memorySize, int turnPeriod, boolean extraTurns, int initialMemory) {
        return new StateSpace(goal, memorySize, turnPeriod, extraTurns ? 2 : 1, initialMemory);
    }

    /**
     * The pairs of scores below a goal and nothing else, as a strategy that reads only the scores tells apart.
     *
     * @param goal the goal
     * @return the space of {@code goal * goal} states
     * @throws IllegalArgumentException if the goal is not from 1 to {@link GameDefinition#MAX_GOAL}
     */
    public static StateSpace ofScores(int goal) {
        return new StateSpace(goal, 1, 1, 1, 0);
    }

    /**
     * The states the exact solver tells apart in a game, as its {@link Solver#tabulate tables} number them: every
     * memory code of the rules, and the turn number and the kind of turn only if some rule reads them. Finding out
     * which parts the rules read tabulates the turn's steps, which takes a while for a large game: keep the space
     * rather than ask again.
     *
     * @param rules the game
     * @return the space
     * @throws HogException if the game has more states than the solver handles
     */
    public static StateSpace of(GameDefinition rules) {
        return new TurnTables(rules).space;
    }

    /**
     * The same parts at another goal.
     *
     * @param goal the goal
     * @return the space with that goal
     * @throws IllegalArgumentException as {@link #of(int, int, int, boolean, int)} does
     */
    public StateSpace withGoal(int goal) {
        return goal == this.goal ? this : new StateSpace(goal, memorySize, turnPeriod, extras, initialMemory);
    }

    /** How many states sizes tell apart, counted without overflow, for a check before a space is made. */
    static long states(int goal, int memorySize, int turnPeriod, int extras) {
        return (long) goal * goal * memorySize * memorySize * turnPeriod * extras;
    }

    /**
     * The goal.
     *
     * @return the goal: both scores are below it
     */
    public int goal() {
        return goal;
    }

    /**
     * The memory codes per player.
     *
     * @return the memory size, 1 if the space ignores memory
     */
    public int memorySize() {
        return memorySize;
    }

    /**
     * The turn numbers told apart: the space keeps the turn number modulo this.
     *
     * @return the period, 1 if the space ignores the turn number
     */
    public int turnPeriod() {
        return turnPeriod;
    }

    /**
     * Whether extra turns are told apart from others.
     *
     * @return {@code true} if they are
     */
    public boolean extraTurns() {
        return extras == 2;
    }

    /**
     * The memory code of a player before their first turn.
     *
     * @return the initial memory
     */
    public int initialMemory() {
        return initialMemory;
    }

    /**
     * How many states the space holds.
     *
     * @return the number of states
     */
    public int size() {
        return size;
    }

    /**
     * How many states share a pair of scores: every memory of each player, turn number and kind of turn.
     *
     * @return the states per pair of scores
     */
    public int perPair() {
        return strides[Part.OPPONENT_SCORE.ordinal()];
    }

    /**
     * How many values a part takes.
     *
     * @param part the part
     * @return the goal for a score, the memory size for a memory, the period for the turn, 2 or 1 for extra turns
     */
    public int count(Part part) {
        return counts[part.ordinal()];
    }

    /**
     * How much one more of a part adds to a state's number.
     *
     * @param part the part
     * @return the stride: 1 for {@link Part#EXTRA_TURN}, {@link #perPair()} for {@link Part#OPPONENT_SCORE}
     */
    public int stride(Part part) {
        return strides[part.ordinal()];
    }

    /**
     * The number of a state, given its parts.
     *
     * @param score the mover's score
     * @param opponent the opponent's score
     * @param moverMemory what the rules remember of the mover
     * @param opponentMemory what they remember of the opponent
     * @param turn the turn number modulo {@link #turnPeriod()}
     * @param extraTurn whether the turn is an extra turn (ignored unless the space tells them apart)
     * @return the number, from 0 to {@link #size()} - 1
     * @throws IllegalArgumentException if a part is outside the space
     */
    public int index(int score, int opponent, int moverMemory, int opponentMemory, int turn, boolean extraTurn) {
        if (!holds(score, opponent, moverMemory, opponentMemory, turn)) {
            throw new IllegalArgumentException(this + " holds scores below " + goal + ", memory codes below "
                    + memorySize + " and turns below " + turnPeriod + ", not scores " + score + " and " + opponent
                    + " with memories " + moverMemory + " and " + opponentMemory + " on turn " + turn);
        }
        return at(score, opponent, moverMemory, opponentMemory, turn, extras == 2 && extraTurn ? 1 : 0);
    }

    /**
     * The number of a state as its mover sees it: the turn number modulo the period, what is remembered only if the
     * space has more than one memory code, and the kind of turn only if it tells them apart.
     *
     * @param state a state the space {@link #contains}
     * @return the number
     * @throws IllegalArgumentException if the space does not contain the state
     */
    public int index(GameState state) {
        if (!contains(state)) {
            throw new IllegalArgumentException(this + " holds scores below " + goal + " and memory codes below "
                    + memorySize + ", not " + state);
        }
        return at(state);
    }

    /**
     * A state from its number, with the mover as player 0.
     *
     * @param index the number, from 0 to {@link #size()} - 1
     * @return the state
     * @throws IllegalArgumentException if the number is outside the space
     */
    public GameState state(int index) {
        checkIndex(index);
        return GameState.ofCodes(part(index, Part.SCORE), part(index, Part.OPPONENT_SCORE), 0,
                part(index, Part.TURN), part(index, Part.EXTRA_TURN) == 1, part(index, Part.MEMORY),
                part(index, Part.OPPONENT_MEMORY));
    }

    /**
     * One part of the state at a number.
     *
     * @param index the number, from 0 to {@link #size()} - 1
     * @param part the part
     * @return its value there
     * @throws IllegalArgumentException if the number is outside the space
     */
    public int part(int index, Part part) {
        checkIndex(index);
        return index / strides[part.ordinal()] % counts[part.ordinal()];
    }

    /**
     * Whether a state is one of the space's: both scores below the goal and, if the space has more than one memory
     * code, both players' codes among them. Any turn number and kind of turn is, as their period and kind.
     *
     * @param state the state
     * @return {@code true} if {@link #index(GameState)} numbers it
     */
    public boolean contains(GameState state) {
        return state.moverScore() < goal && state.opponentScore() < goal
                && (memorySize == 1 || state.memoryCode(0) < memorySize && state.memoryCode(1) < memorySize);
    }

    /** Whether the parts of a state, the turn modulo the period, are within the space. */
    boolean holds(int score, int opponent, int moverMemory, int opponentMemory, int turn) {
        return score >= 0 && score < goal && opponent >= 0 && opponent < goal && moverMemory >= 0
                && moverMemory < memorySize && opponentMemory >= 0 && opponentMemory < memorySize && turn >= 0
                && turn < turnPeriod;
    }

    /** {@link #index(int, int, int, int, int, boolean)} unchecked, the kind of turn 0 or 1, for the solver's loops. */
    int at(int score, int opponent, int moverMemory, int opponentMemory, int turn, int extra) {
        return (((pair(score, opponent) * memorySize + moverMemory) * memorySize + opponentMemory) * turnPeriod
                + turn) * extras + extra;
    }

    /**
     * A state's number in the order the optimal solve keeps its values in, unchecked: the pair of scores as in the
     * space's order, then within the pair the turn number, the kind of turn, the opponent's memory and the mover's
     * memory, which changes fastest. A turn that passes leads to states of one pair, turn and kind and of the memory
     * its mover leaves with, one per memory of the player who waits: in this order, consecutive numbers. The states of
     * a pair are the same {@link #perPair()} numbers in either order.
     */
    int inSolveOrder(int score, int opponent, int moverMemory, int opponentMemory, int turn, int extra) {
        return (((pair(score, opponent) * turnPeriod + turn) * extras + extra) * memorySize + opponentMemory)
                * memorySize + moverMemory;
    }

    /**
     * Choices numbered {@link #inSolveOrder in the solve's order}, renumbered in the space's.
     *
     * @param bySolve a choice per state, in the solve's order
     * @return the same choices in the space's order
     */
    byte[] toSpaceOrder(byte[] bySolve) {
        if (memorySize == 1) {
            // With one memory code the two orders are the same.
            return bySolve;
        }
        byte[] bySpace = new byte[bySolve.length];
        int[] within = spaceOrderWithinPair();
        for (int base = 0; base < bySolve.length; base += within.length) {
            for (int k = 0; k < within.length; k++) {
                bySpace[base + within[k]] = bySolve[base + k];
            }
        }
        return bySpace;
    }

    /** Values numbered in the solve's order, renumbered in the space's, as {@link #toSpaceOrder(byte[])}. */
    double[] toSpaceOrder(double[] bySolve) {
        if (memorySize == 1) {
            return bySolve;
        }
        double[] bySpace = new double[bySolve.length];
        int[] within = spaceOrderWithinPair();
        for (int base = 0; base < bySolve.length; base += within.length) {
            for (int k = 0; k < within.length; k++) {
                bySpace[base + within[k]] = bySolve[base + k];
            }
        }
        return bySpace;
    }

    /** Choices numbered in the space's order, renumbered in the solve's: what {@link #toSpaceOrder} undoes. */
    byte[] toSolveOrder(byte[] bySpace) {
        if (memorySize == 1) {
            return bySpace;
        }
        byte[] bySolve = new byte[bySpace.length];
        int[] within = spaceOrderWithinPair();
        for (int base = 0; base < bySpace.length; base += within.length) {
            for (int k = 0; k < within.length; k++) {
                bySolve[base + k] = bySpace[base + within[k]];
            }
        }
        return bySolve;
    }

    /**
     * Within a pair of scores, whose states are the same {@link #perPair()} numbers in either order: per state's place
     * in the solve's order, its place in the space's.
     */
    private int[] spaceOrderWithinPair() {
        int[] within = new int[perPair()];
        for (int turn = 0; turn < turnPeriod; turn++) {
            for (int extra = 0; extra < extras; extra++) {
                for (int theirs = 0; theirs < memorySize; theirs++) {
                    for (int mine = 0; mine < memorySize; mine++) {
                        within[inSolveOrder(0, 0, mine, theirs, turn, extra)] = at(0, 0, mine, theirs, turn, extra);
                    }
                }
            }
        }
        return within;
    }

    /**
     * The number of a pair of scores, unchecked: from 0 to {@link #pairs()} - 1, the mover's score changing slowest.
     * The pair's states are the {@link #perPair()} numbers from {@code pair * perPair()}, so in a space of the scores
     * alone it is the state's number.
     */
    int pair(int score, int opponent) {
        return score * goal + opponent;
    }

    /** How many kinds of turn the space tells apart: 2 if extra turns are told apart, else 1. */
    int extras() {
        return extras;
    }

    /** How many pairs of scores the space holds. */
    int pairs() {
        return goal * goal;
    }

    /** {@link #index(GameState)} unchecked, for a state already known to be in the space. */
    int at(GameState state) {
        boolean remembers = memorySize > 1;
        return at(state.moverScore(), state.opponentScore(), remembers ? state.memoryCode(state.mover()) : 0,
                remembers ? state.memoryCode(1 - state.mover()) : 0, state.turn() % turnPeriod,
                extras == 2 && state.extraTurn() ? 1 : 0);
    }

    private void checkIndex(int index) {
        if (index < 0 || index >= size) {
            throw new IllegalArgumentException(this + " numbers its states from 0 to " + (size - 1) + ", not "
                    + index);
        }
    }

    /**
     * Whether another object is a space with the same goal, memory codes, turn period, kinds of turn and initial
     * memory.
     *
     * @param other the object to compare with
     * @return {@code true} if it numbers the same states the same way
     */
    @Override
    public boolean equals(Object other) {
        return other instanceof StateSpace that && goal == that.goal && memorySize == that.memorySize
                && turnPeriod == that.turnPeriod && extras == that.extras && initialMemory == that.initialMemory;
    }

    /**
     * A hash consistent with {@link #equals(Object)}.
     *
     * @return the hash
     */
    @Override
    public int hashCode() {
        return (((goal * 31 + memorySize) * 31 + turnPeriod) * 31 + extras) * 31 + initialMemory;
    }

    /**
     * The sizes, for messages.
     *
     * @return such as {@code states below goal 100 with 14 memory codes from 0, turn period 3 and extra turns told
     *     apart}
     */
    @Override
    public String toString() {
        return "states below goal " + goal + " with " + memorySize
                + (memorySize == 1 ? " memory code" : " memory codes") + " from " + initialMemory + ", turn period " + turnPeriod + " and extra turns "
                + (extras == 2 ? "told apart" : "alike");
    }
}
