package dev.hog.api;

/**
 * The state of a game between turns: both scores, whose turn it is, and what the rules remember of each player.
 *
 * <p>A state is an immutable value; two states are equal when all their parts are. Every state also packs into a
 * {@code long} {@linkplain #key() key}, so that analysis code can store and index millions of states without
 * objects: the static accessors such as {@link #score(long, int)} read a key directly. Scores take 16 bits each
 * (up to {@link #MAX_SCORE}), the mover one bit, and each player's memory 15 bits (fewer than
 * {@link #MAX_MEMORY_SIZE} values).
 *
 * <p>A player's memory is a code from 0 to {@link Rules#memorySize()} - 1 that combines the memories of the
 * ruleset's {@link BonusRule bonus rules}; it is 0 for rulesets whose rules remember nothing.
 *
 * @param score0 player 0's score, from 0 to {@link #MAX_SCORE}
 * @param score1 player 1's score, from 0 to {@link #MAX_SCORE}
 * @param mover the player to move: 0 or 1
 * @param memory0 what the rules remember of player 0
 * @param memory1 what the rules remember of player 1
 */
public record GameState(int score0, int score1, int mover, int memory0, int memory1) {
    /** The largest score a state can hold. */
    public static final int MAX_SCORE = 0xFFFF;

    /** One more than the largest memory code a state can hold. */
    public static final int MAX_MEMORY_SIZE = 1 << 15;

    private static final int MOVER_SHIFT = 32;
    private static final int MEMORY0_SHIFT = 33;
    private static final int MEMORY1_SHIFT = 48;
    private static final int SCORE_MASK = 0xFFFF;
    private static final int MEMORY_MASK = 0x7FFF;

    /**
     * Checks the parts of the state.
     *
     * @param score0 player 0's score, from 0 to {@link #MAX_SCORE}
     * @param score1 player 1's score, from 0 to {@link #MAX_SCORE}
     * @param mover the player to move: 0 or 1
     * @param memory0 what the rules remember of player 0
     * @param memory1 what the rules remember of player 1
     * @throws IllegalArgumentException if a score, the mover or a memory is out of range
     */
    public GameState {
        checkScore(score0, 0);
        checkScore(score1, 1);
        if (mover != 0 && mover != 1) {
            throw new IllegalArgumentException("The mover must be player 0 or 1, not " + mover);
        }
        checkMemory(memory0, 0);
        checkMemory(memory1, 1);
    }

    /**
     * A state with both memories at 0.
     *
     * @param score0 player 0's score
     * @param score1 player 1's score
     * @param mover the player to move
     * @return the state
     */
    public static GameState of(int score0, int score1, int mover) {
        return new GameState(score0, score1, mover, 0, 0);
    }

    /**
     * The state a key packs.
     *
     * @param key a key made by {@link #key()} or {@link #key(int, int, int, int, int)}
     * @return the state
     */
    public static GameState ofKey(long key) {
        return new GameState(score(key, 0), score(key, 1), mover(key), memory(key, 0), memory(key, 1));
    }

    /**
     * This state packed into a {@code long}.
     *
     * @return the key
     */
    public long key() {
        return key(score0, score1, mover, memory0, memory1);
    }

    /**
     * Packs a state into a key without creating it. The parts are not checked.
     *
     * @param score0 player 0's score
     * @param score1 player 1's score
     * @param mover the player to move
     * @param memory0 the memory of player 0
     * @param memory1 the memory of player 1
     * @return the key
     */
    public static long key(int score0, int score1, int mover, int memory0, int memory1) {
        return (score0 & 0xFFFFL)
                | (score1 & 0xFFFFL) << 16
                | (long) mover << MOVER_SHIFT
                | (long) memory0 << MEMORY0_SHIFT
                | (long) memory1 << MEMORY1_SHIFT;
    }

    /**
     * A player's score in a key.
     *
     * @param key the key
     * @param player 0 or 1
     * @return the score
     */
    public static int score(long key, int player) {
        return (int) (key >>> (16 * player)) & SCORE_MASK;
    }

    /**
     * The player to move in a key.
     *
     * @param key the key
     * @return 0 or 1
     */
    public static int mover(long key) {
        return (int) (key >>> MOVER_SHIFT) & 1;
    }

    /**
     * A player's memory in a key.
     *
     * @param key the key
     * @param player 0 or 1
     * @return the memory code
     */
    public static int memory(long key, int player) {
        return (int) (key >>> (player == 0 ? MEMORY0_SHIFT : MEMORY1_SHIFT)) & MEMORY_MASK;
    }

    /**
     * A player's score.
     *
     * @param player 0 or 1
     * @return the score
     */
    public int score(int player) {
        return player == 0 ? score0 : score1;
    }

    /**
     * What the rules remember of a player.
     *
     * @param player 0 or 1
     * @return the memory code
     */
    public int memory(int player) {
        return player == 0 ? memory0 : memory1;
    }

    /**
     * The score of the player to move.
     *
     * @return the mover's score
     */
    public int moverScore() {
        return score(mover);
    }

    /**
     * The score of the player not to move.
     *
     * @return the opponent's score
     */
    public int opponentScore() {
        return score(1 - mover);
    }

    /**
     * What the rules remember of the player to move.
     *
     * @return the mover's memory code
     */
    public int moverMemory() {
        return memory(mover);
    }

    /**
     * What the rules remember of the player not to move.
     *
     * @return the opponent's memory code
     */
    public int opponentMemory() {
        return memory(1 - mover);
    }

    /**
     * Whether the game is over: a score has reached the goal.
     *
     * @param goal the goal score
     * @return {@code true} if either score is at least {@code goal}
     */
    public boolean isOver(int goal) {
        return score0 >= goal || score1 >= goal;
    }

    /**
     * Both scores.
     *
     * @return the scores
     */
    public Scores scores() {
        return new Scores(score0, score1);
    }

    private static void checkScore(int score, int player) {
        if (score < 0 || score > MAX_SCORE) {
            throw new IllegalArgumentException(
                    "Player " + player + "'s score must be from 0 to " + MAX_SCORE + ", not " + score);
        }
    }

    private static void checkMemory(int memory, int player) {
        if (memory < 0 || memory >= MAX_MEMORY_SIZE) {
            throw new IllegalArgumentException("Player " + player + "'s memory must be from 0 to "
                    + (MAX_MEMORY_SIZE - 1) + ", not " + memory);
        }
    }
}
