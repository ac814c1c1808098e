package dev.hog.analysis;

import dev.hog.api.API;
import dev.hog.api.HogException;
import dev.hog.api.game.GameState;
import dev.hog.api.game.Strategy;
import dev.hog.api.rule.MoveRule;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Objects;

/**
 * A strategy as a table of choices, one per state below the goal that the rules tell apart: the mover's score, the
 * opponent's score, what the rules remember of each ({@link #memorySize()} codes per player; 1 when the rules remember
 * nothing), the turn number modulo {@link #turnPeriod()}, and, if {@link #extraTurns()}, whether the turn is an extra
 * turn. Its {@link #space()} numbers those states. The solver's strategies are tables, and {@link Solver#tabulate}
 * makes one of any strategy, to be saved and read back.
 *
 * <p>Immutable and thread-safe. Two tables are equal when they have the same name and space and choose alike in
 * every state.
 */
@API(status = API.Status.STABLE, since = "1.0")
public final class StrategyTable implements Strategy {
    private final String name;
    private final StateSpace space;
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
     * @throws IllegalArgumentException as {@link StateSpace#of(int, int, int, boolean, int)} does
     * @since 2.0
     */
    @API(status = API.Status.STABLE, since = "2.0")
    public static Builder builder(String name, int goal, int memorySize, int turnPeriod, boolean extraTurns,
            int initialMemory) {
        Objects.requireNonNull(name, "name");
        return new Builder(name, StateSpace.of(goal, memorySize, turnPeriod, extraTurns, initialMemory));
    }

    /**
     * A table to fill, choice by choice, for the states of a space.
     *
     * @param name what to call the strategy
     * @param space the states the table tells apart; its initial memory is the one {@link #numRolls(int, int)} reads
     * @return the builder, with no choice set
     * @since 2.0
     */
    @API(status = API.Status.EXPERIMENTAL, since = "2.0")
    public static Builder builder(String name, StateSpace space) {
        return new Builder(Objects.requireNonNull(name, "name"), Objects.requireNonNull(space, "space"));
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
        private final StateSpace space;
        private final byte[] dice;
        private final BitSet set;

        private Builder(String name, StateSpace space) {
            this.name = name;
            this.space = space;
            this.dice = new byte[space.size()];
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
         * @param choice the number of dice, from 0 to 127, or a move's number, from -9 to -1
         * @return this builder
         * @throws IllegalArgumentException if the state is outside the table or the choice out of range
         */
        public Builder choose(int score, int opponent, int moverMemory, int opponentMemory, int turn, boolean extraTurn,
                int choice) {
            if (!space.holds(score, opponent, moverMemory, opponentMemory, turn)) {
                throw new IllegalArgumentException(name + " covers scores below " + space.goal() + ", "
                        + space.memorySize() + " memory codes and turns modulo " + space.turnPeriod() + ", not scores "
                        + score + " and " + opponent + " with memories " + moverMemory + " and " + opponentMemory
                        + " on turn " + turn);
            }
            if (choice < MoveRule.LOWEST_CHOICE || choice > Byte.MAX_VALUE) {
                throw new IllegalArgumentException(name + " cannot choose " + choice + " dice");
            }
            int index = space.index(score, opponent, moverMemory, opponentMemory, turn, extraTurn);
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
            if (space.perPair() != 1) {
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
                GameState state = space.state(missing);
                throw new IllegalStateException(name + " has no choice at scores " + state.moverScore() + " and "
                        + state.opponentScore() + " with memories " + state.memoryCode(0) + " and "
                        + state.memoryCode(1) + " on turn " + state.turn() + (state.extraTurn() ? ", an extra turn"
                        : "") + "; " + (dice.length - set.cardinality()) + " states have none");
            }
            return new StrategyTable(name, space, dice);
        }
    }

    StrategyTable(String name, StateSpace space, byte[] dice) {
        this.name = Objects.requireNonNull(name, "name");
        if (dice.length != space.size()) {
            throw new IllegalArgumentException("A table of " + space + " has " + space.size() + " choices, not "
                    + dice.length);
        }
        this.space = space;
        this.dice = dice.clone();
    }

    /**
     * The states the table tells apart, numbered as the solver numbers them.
     *
     * @return the space
     * @since 2.0
     */
    @API(status = API.Status.EXPERIMENTAL, since = "2.0")
    public StateSpace space() {
        return space;
    }

    /**
     * The goal the table covers.
     *
     * @return the goal
     */
    public int goal() {
        return space.goal();
    }

    /**
     * The memory codes per player.
     *
     * @return the memory size
     */
    public int memorySize() {
        return space.memorySize();
    }

    /**
     * The turn numbers the table tells apart: it reads the turn number modulo this.
     *
     * @return the period, 1 if the table ignores the turn number
     */
    public int turnPeriod() {
        return space.turnPeriod();
    }

    /**
     * Whether the table tells extra turns apart from others.
     *
     * @return {@code true} if it does
     */
    public boolean extraTurns() {
        return space.extraTurns();
    }

    /**
     * The memory code before a player's first turn.
     *
     * @return the initial memory
     */
    public int initialMemory() {
        return space.initialMemory();
    }

    /**
     * How many choices the table holds: one per state it tells apart.
     *
     * @return the number of states
     */
    public long states() {
        return space.size();
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
        return numRolls(GameState.ofCodes(score, opponentScore, 0, 0, false, space.initialMemory(),
                space.initialMemory()));
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
        if (!space.contains(state)) {
            throw new HogException(name + " covers scores below " + space.goal() + " and " + space.memorySize()
                    + " memory codes, not scores " + state.moverScore() + " and " + state.opponentScore()
                    + " with memories " + state.memoryCode(state.mover()) + " and "
                    + state.memoryCode(1 - state.mover()));
        }
        return dice[space.at(state)];
    }

    /**
     * Whether the table tells apart no more than a space does, so that its choices can be read into it: no more turn
     * numbers or kinds of turn, and either no memory or the same memory codes.
     */
    boolean fitsWithin(StateSpace target) {
        return space.goal() >= target.goal() && target.turnPeriod() % space.turnPeriod() == 0
                && (!space.extraTurns() || target.extraTurns())
                && (space.memorySize() == 1 || space.memorySize() == target.memorySize());
    }

    /** The table's choices in every state of a space it {@link #fitsWithin fits within}. */
    byte[] choicesIn(StateSpace target) {
        if (space.equals(target)) {
            return dice.clone();
        }
        byte[] choices = new byte[target.size()];
        for (int index = 0; index < choices.length; index++) {
            choices[index] = dice[space.at(target.state(index))];
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
        return other instanceof StrategyTable that && name.equals(that.name) && space.equals(that.space)
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
        return (name.hashCode() * 31 + space.hashCode()) * 31 + Arrays.hashCode(dice);
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
