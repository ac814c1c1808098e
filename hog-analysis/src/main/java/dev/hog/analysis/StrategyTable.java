package dev.hog.analysis;

import dev.hog.api.API;
import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.GameState;
import dev.hog.api.game.Strategy;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Objects;

/**
 * A strategy as a table of choices, one per state below the goal that the rules tell apart: the mover's score, the
 * opponent's score, what the rules remember of each ({@link #memorySize()} codes per player; 1 when the rules remember
 * nothing), the turn number modulo {@link #turnPeriod()}, and, if {@link #extraTurns()}, whether the turn is an extra
 * turn. The solver's strategies are tables, and {@link Solver#tabulate} makes one of any strategy, to be saved and
 * read back.
 *
 * <p>Immutable and thread-safe. Two tables are equal when they have the same name and layout and choose alike in
 * every state.
 */
@API(status = API.Status.STABLE, since = "1.0")
public final class StrategyTable implements Strategy {
    private final String name;
    private final Layout layout;
    private final byte[] dice;

    /**
     * A table to fill, choice by choice, for the states these sizes tell apart.
     *
     * @param name what to call the strategy
     * @param goal the goal: scores from 0 to {@code goal - 1}
     * @param memorySize the memory codes per player
     * @param turnPeriod the turn numbers told apart: the turn number modulo this
     * @param extraTurns whether extra turns are told apart from others
     * @param initialMemory the memory code before a player's first turn, used by {@link #numRolls(int, int)}
     * @return the builder, with no choice set
     * @throws IllegalArgumentException if a size is below 1, the goal above {@link GameDefinition#MAX_GOAL}, the
     *     initial memory not one of the codes, or the table would have more than {@link Integer#MAX_VALUE} states
     * @since 2.0
     */
    @API(status = API.Status.STABLE, since = "2.0")
    public static Builder builder(String name, int goal, int memorySize, int turnPeriod, boolean extraTurns,
            int initialMemory) {
        Objects.requireNonNull(name, "name");
        if (goal < 1 || goal > GameDefinition.MAX_GOAL || memorySize < 1 || turnPeriod < 1 || initialMemory < 0
                || initialMemory >= memorySize) {
            throw new IllegalArgumentException("A table needs a goal from 1 to " + GameDefinition.MAX_GOAL
                    + ", at least one memory code with the initial one among them and a turn period of at least 1;"
                    + " not goal " + goal + ", " + memorySize + " memory codes starting at " + initialMemory
                    + " and period " + turnPeriod);
        }
        Layout layout = new Layout(goal, memorySize, turnPeriod, extraTurns ? 2 : 1, initialMemory);
        if (layout.states() > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("A table of " + layout.states() + " states is too large");
        }
        return new Builder(name, layout);
    }

    /**
     * Fills a {@link StrategyTable} one choice at a time: every state the table tells apart must be given its choice
     * before {@link #build()}. Not thread-safe; the table it builds is.
     *
     * @since 2.0
     */
    @API(status = API.Status.STABLE, since = "2.0")
    public static final class Builder {
        private final String name;
        private final Layout layout;
        private final byte[] dice;
        private final BitSet set;

        private Builder(String name, Layout layout) {
            this.name = name;
            this.layout = layout;
            this.dice = new byte[(int) layout.states()];
            this.set = new BitSet(dice.length);
        }

        /**
         * The choice in one state.
         *
         * @param score the mover's score
         * @param opponent the opponent's score
         * @param moverMemory what the rules remember of the mover
         * @param opponentMemory what they remember of the opponent
         * @param turn the turn number, modulo the table's turn period
         * @param extraTurn whether the turn is an extra turn (ignored unless the table tells them apart)
         * @param choice the number of dice, from 0 to 127
         * @return this builder
         * @throws IllegalArgumentException if the state is outside the table or the choice out of range
         */
        public Builder choose(int score, int opponent, int moverMemory, int opponentMemory, int turn, boolean extraTurn,
                int choice) {
            int goal = layout.goal();
            if (score < 0 || score >= goal || opponent < 0 || opponent >= goal || moverMemory < 0
                    || moverMemory >= layout.memory() || opponentMemory < 0 || opponentMemory >= layout.memory()
                    || turn < 0 || turn >= layout.period()) {
                throw new IllegalArgumentException(name + " covers scores below " + goal + ", " + layout.memory()
                        + " memory codes and turns modulo " + layout.period() + ", not scores " + score + " and "
                        + opponent + " with memories " + moverMemory + " and " + opponentMemory + " on turn " + turn);
            }
            if (choice < 0 || choice > Byte.MAX_VALUE) {
                throw new IllegalArgumentException(name + " cannot choose " + choice + " dice");
            }
            int index = layout.index(score, opponent, moverMemory, opponentMemory, turn,
                    layout.extras() == 2 && extraTurn ? 1 : 0);
            dice[index] = (byte) choice;
            set.set(index);
            return this;
        }

        /**
         * The choice at two scores, for a table that tells apart nothing else (one memory code, period 1, no extra
         * turns told apart).
         *
         * @param score the mover's score
         * @param opponent the opponent's score
         * @param choice the number of dice
         * @return this builder
         * @throws IllegalArgumentException as {@link #choose(int, int, int, int, int, boolean, int)} does, or if the
         *     table tells apart more than the scores
         */
        public Builder choose(int score, int opponent, int choice) {
            if (layout.perPair() != 1) {
                throw new IllegalArgumentException(name + " tells apart more than the scores: give the memories, the"
                        + " turn and the kind of turn of each choice");
            }
            return choose(score, opponent, 0, 0, 0, false, choice);
        }

        /**
         * The table.
         *
         * @return the table, with every choice given
         * @throws IllegalStateException if some state has no choice, naming the first
         */
        public StrategyTable build() {
            int missing = set.nextClearBit(0);
            if (missing < dice.length) {
                GameState state = layout.state(missing);
                throw new IllegalStateException(name + " has no choice at scores " + state.moverScore() + " and "
                        + state.opponentScore() + " with memories " + state.memoryCode(0) + " and "
                        + state.memoryCode(1) + " on turn " + state.turn() + (state.extraTurn() ? ", an extra turn"
                        : "") + "; " + (dice.length - set.cardinality()) + " states have none");
            }
            return new StrategyTable(name, layout, dice);
        }
    }

    StrategyTable(String name, Layout layout, byte[] dice) {
        this.name = Objects.requireNonNull(name, "name");
        if (dice.length != layout.states()) {
            throw new IllegalArgumentException("A table for goal " + layout.goal() + ", " + layout.memory()
                    + " memory codes, turn period " + layout.period() + " and " + layout.extras()
                    + " kinds of turn has " + layout.states() + " choices, not " + dice.length);
        }
        this.layout = layout;
        this.dice = dice.clone();
    }

    /**
     * The goal the table covers.
     *
     * @return the goal
     */
    public int goal() {
        return layout.goal();
    }

    /**
     * The memory codes per player.
     *
     * @return the memory size
     */
    public int memorySize() {
        return layout.memory();
    }

    /**
     * The turn numbers the table tells apart: it reads the turn number modulo this.
     *
     * @return the period, 1 if the table ignores the turn number
     */
    public int turnPeriod() {
        return layout.period();
    }

    /**
     * Whether the table tells extra turns apart from others.
     *
     * @return {@code true} if it does
     */
    public boolean extraTurns() {
        return layout.extras() == 2;
    }

    /**
     * The memory code before a player's first turn.
     *
     * @return the initial memory
     */
    public int initialMemory() {
        return layout.initialMemory();
    }

    /**
     * How many choices the table holds: one per state it tells apart.
     *
     * @return the number of states
     */
    public long states() {
        return layout.states();
    }

    /**
     * One choice.
     *
     * @param score the mover's score
     * @param opponent the opponent's score
     * @param moverMemory what the rules remember of the mover
     * @param opponentMemory what they remember of the opponent
     * @param turn the turn number, modulo {@link #turnPeriod()}
     * @param extraTurn whether the turn is an extra turn (ignored unless the table tells them apart)
     * @return the number of dice
     * @throws HogException if the state is outside the table
     */
    public int dice(int score, int opponent, int moverMemory, int opponentMemory, int turn, boolean extraTurn) {
        return numRolls(GameState.ofCodes(score, opponent, 0, turn, extraTurn, moverMemory, opponentMemory));
    }

    /**
     * The choice at two scores on the first turn, when the rules remember nothing yet.
     *
     * @param score the mover's score
     * @param opponentScore the opponent's score
     * @return the number of dice
     * @throws HogException if a score is not below the table's goal
     */
    @Override
    public int numRolls(int score, int opponentScore) {
        return numRolls(GameState.ofCodes(score, opponentScore, 0, 0, false, layout.initialMemory(),
                layout.initialMemory()));
    }

    /**
     * The choice in a state.
     *
     * @param state the state, whose mover is the player this table plays
     * @return the number of dice
     * @throws HogException if the state is outside the table: a score at or above its goal, or a memory code it does
     *     not have
     */
    @Override
    public int numRolls(GameState state) {
        if (!layout.contains(state)) {
            throw new HogException(name + " covers scores below " + layout.goal() + " and " + layout.memory()
                    + " memory codes, not scores " + state.moverScore() + " and " + state.opponentScore()
                    + " with memories " + state.memoryCode(state.mover()) + " and "
                    + state.memoryCode(1 - state.mover()));
        }
        return dice[layout.index(state)];
    }

    /**
     * Whether the table tells apart no more than a layout does, so that its choices can be read into it: no more
     * turn numbers or kinds of turn, and either no memory or the same memory codes.
     */
    boolean fitsWithin(Layout target) {
        return layout.goal() >= target.goal() && target.period() % layout.period() == 0
                && layout.extras() <= target.extras()
                && (layout.memory() == 1 || layout.memory() == target.memory());
    }

    /** The table's choices in every state of a layout it {@link #fitsWithin fits within}. */
    byte[] choicesIn(Layout target) {
        if (layout.equals(target)) {
            return dice.clone();
        }
        byte[] choices = new byte[(int) target.states()];
        for (int index = 0; index < choices.length; index++) {
            choices[index] = dice[layout.index(target.state(index))];
        }
        return choices;
    }

    /**
     * Whether another object is a table with the same name, the same states and the same choice in each.
     *
     * @param other the object to compare with
     * @return {@code true} if it is an equal table
     */
    @API(status = API.Status.STABLE, since = "2.0")
    @Override
    public boolean equals(Object other) {
        return other instanceof StrategyTable that && name.equals(that.name) && layout.equals(that.layout)
                && Arrays.equals(dice, that.dice);
    }

    /**
     * A hash of the name, the states and the choices, consistent with {@link #equals(Object)}.
     *
     * @return the hash
     */
    @API(status = API.Status.STABLE, since = "2.0")
    @Override
    public int hashCode() {
        return (name.hashCode() * 31 + layout.hashCode()) * 31 + Arrays.hashCode(dice);
    }

    /**
     * The strategy's name.
     *
     * @return the name given to the table
     */
    @Override
    public String toString() {
        return name;
    }
}
