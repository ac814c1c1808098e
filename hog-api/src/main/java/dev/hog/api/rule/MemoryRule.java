package dev.hog.api.rule;

import dev.hog.api.API;

/**
 * A rule that remembers something of each player from one turn to their next, such as Feral Hogs, which remembers
 * the points of the player's previous turn.
 *
 * <p>Each player has their own memory for each memory rule: an integer from 0 to {@link #memorySize()} - 1, starting
 * at {@link #initialMemory()}. Every hook of the rule reads it through {@link Turn#memory()} (the mover's) and
 * {@link Turn#opponentMemory()} (the opponent's). At the end of the mover's turn, after every other rule,
 * {@link #remember(Turn)} gives the mover's new memory; the opponent's is left as it was.
 *
 * <p>The memories are part of the game's state, and the exact solver's work grows with the square of the number of
 * memory values, so a rule should remember only what it needs: Feral Hogs keeps the previous points only up to the
 * largest value that can still earn its bonus, 14 values rather than every possible score.
 */
@API(status = API.Status.STABLE, since = "1.0")
public interface MemoryRule extends Rule {
    /**
     * How many values this rule's memory of one player can take.
     *
     * @return the number of values, from 1 to 32768 (2^15)
     */
    int memorySize();

    /**
     * The memory of a player before their first turn.
     *
     * @return the initial memory, from 0 to {@link #memorySize()} - 1
     */
    default int initialMemory() {
        return 0;
    }

    /**
     * The mover's memory after this turn.
     *
     * @param turn the turn, after every rule; {@link Turn#memory()} is still the memory before it
     * @return the new memory, from 0 to {@link #memorySize()} - 1
     */
    int remember(Turn turn);
}
