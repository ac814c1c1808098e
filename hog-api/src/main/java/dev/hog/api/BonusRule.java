package dev.hog.api;

/**
 * A rule that awards bonus points from what the mover did on earlier turns, such as Feral Hogs, and so must
 * remember something about each player.
 *
 * <p>Each player has their own memory for each bonus rule: an integer from 0 to {@link #memorySize()} - 1, starting
 * at {@link #initialMemory()}. On the mover's turn the rule sees the mover's memory, the number of dice chosen and
 * the turn's points (the roll's score, or the zero-dice points), awards a {@link #bonus(int, int, int) bonus} and
 * {@link #remember(int, int, int) updates} the mover's memory. The memory is part of the {@link GameState}, so it
 * should keep only what the rule needs: Feral Hogs remembers the previous points only up to the largest value that
 * can still earn its bonus.
 */
public interface BonusRule extends Rule {
    /**
     * How many values this rule's memory of one player can take.
     *
     * @return the number of memory values, from 1 to {@link GameState#MAX_MEMORY_SIZE}
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
     * The bonus the mover earns this turn.
     *
     * @param memory the mover's memory before this turn
     * @param dice the number of dice the mover chose
     * @param points the turn's points before any bonus
     * @return the bonus, at least 0
     */
    int bonus(int memory, int dice, int points);

    /**
     * The mover's memory after this turn.
     *
     * @param memory the mover's memory before this turn
     * @param dice the number of dice the mover chose
     * @param points the turn's points before any bonus
     * @return the new memory, from 0 to {@link #memorySize()} - 1
     */
    int remember(int memory, int dice, int points);

    /**
     * What players are told when this rule awards a bonus.
     *
     * @param bonus the bonus awarded
     * @return the announcement, without the rule's name
     */
    default String announce(int bonus) {
        return "+" + bonus + " point(s).";
    }
}
