package dev.hog.analysis;

import dev.hog.api.GameState;
import dev.hog.api.HogException;
import dev.hog.api.Rules;
import dev.hog.api.Strategy;
import java.util.Objects;

/**
 * A strategy as a table of choices, one per state below the goal: the mover's score, the opponent's score, and what
 * the rules remember of each ({@link Rules#memorySize()} values per player; 1 when the rules remember nothing). The
 * solver's strategies are tables, and any strategy can be tabulated, to be saved and read back.
 *
 * <p>Immutable and thread-safe.
 */
public final class StrategyTable implements Strategy {
    private final String name;
    private final int goal;
    private final int memory;
    private final int initialMemory;
    private final byte[] dice;

    /**
     * A table from its choices.
     *
     * @param name what to call the strategy
     * @param goal the goal: scores from 0 to {@code goal - 1}
     * @param memory the memory values per player
     * @param initialMemory the memory before a player's first turn, used by {@link #numRolls(int, int)}
     * @param dice the choices, indexed {@code ((score * goal + opponent) * memory + memory0) * memory + memory1}
     * @throws IllegalArgumentException if the sizes do not agree
     */
    public StrategyTable(String name, int goal, int memory, int initialMemory, byte[] dice) {
        this.name = Objects.requireNonNull(name, "name");
        if (goal < 1 || memory < 1 || initialMemory < 0 || initialMemory >= memory
                || dice.length != goal * goal * memory * memory) {
            throw new IllegalArgumentException("A table for goal " + goal + " and " + memory + " memory values has "
                    + goal * goal * memory * memory + " choices, not " + dice.length);
        }
        this.goal = goal;
        this.memory = memory;
        this.initialMemory = initialMemory;
        this.dice = dice.clone();
    }

    /**
     * Tabulates a strategy: asks it once for every state below the goal.
     *
     * @param name what to call the table
     * @param rules the rules, for the memory
     * @param goal the goal
     * @param strategy the strategy
     * @return the table
     * @throws HogException if the strategy chooses a number of dice outside {@code 0..}{@link Rules#maxDice()}
     */
    public static StrategyTable of(String name, Rules rules, int goal, Strategy strategy) {
        return new StrategyTable(name, goal, rules.memorySize(), rules.initialMemory(),
                Choices.of(rules, goal, strategy));
    }

    /**
     * The goal the table covers.
     *
     * @return the goal
     */
    public int goal() {
        return goal;
    }

    /**
     * The memory values per player.
     *
     * @return the memory size
     */
    public int memorySize() {
        return memory;
    }

    /**
     * The memory before a player's first turn.
     *
     * @return the initial memory
     */
    public int initialMemory() {
        return initialMemory;
    }

    /**
     * One choice.
     *
     * @param score the mover's score
     * @param opponent the opponent's score
     * @param moverMemory what the rules remember of the mover
     * @param opponentMemory what they remember of the opponent
     * @return the number of dice
     */
    public int dice(int score, int opponent, int moverMemory, int opponentMemory) {
        if (score >= goal || opponent >= goal || moverMemory >= memory || opponentMemory >= memory) {
            throw new HogException(name + " covers scores below " + goal + " and " + memory + " memory values, not"
                    + " scores " + score + " and " + opponent + " with memories " + moverMemory + " and "
                    + opponentMemory);
        }
        return dice[((score * goal + opponent) * memory + moverMemory) * memory + opponentMemory];
    }

    /**
     * The choice at two scores when the rules remember nothing yet.
     *
     * @param score the mover's score
     * @param opponentScore the opponent's score
     * @return the number of dice
     */
    @Override
    public int numRolls(int score, int opponentScore) {
        return dice(score, opponentScore, initialMemory, initialMemory);
    }

    @Override
    public int numRolls(GameState state) {
        return dice(state.moverScore(), state.opponentScore(), state.moverMemory(), state.opponentMemory());
    }

    @Override
    public String toString() {
        return name;
    }
}
