package dev.hog.api;

/**
 * The state of a game between turns: both scores, whose turn it is, the number of that turn, whether it is an extra
 * turn, and what the rules remember of each player. An immutable value; two states are equal when all their parts
 * are.
 *
 * <p>Make the first state with {@link Rules#start(int, int)} and the next ones with
 * {@link Rules#next(GameState, int, int)} or {@link Rules#transitions(GameState, int)}; the rules know the memory
 * codes to start from.
 *
 * <p>A player's memory is a code from 0 to {@link Rules#memorySize()} - 1 that combines what every
 * {@link MemoryRule} in force remembers of them; {@link Rules#memory(GameState, int, MemoryRule)} reads one rule's
 * part. It is 0 when no rule remembers anything.
 *
 * @param score0 player 0's score, at least 0
 * @param score1 player 1's score, at least 0
 * @param mover the player to move: 0 or 1
 * @param turn the number of the turn about to be played: the turns played so far, extra turns included
 * @param extraTurn whether the turn about to be played is an extra turn, the mover having also played the last one
 * @param memory0 the code of what the rules remember of player 0
 * @param memory1 the code of what the rules remember of player 1
 */
@API(status = API.Status.STABLE, since = "1.0")
public record GameState(int score0, int score1, int mover, int turn, boolean extraTurn, int memory0, int memory1) {
    /**
     * Checks the parts of the state.
     *
     * @param score0 player 0's score, at least 0
     * @param score1 player 1's score, at least 0
     * @param mover the player to move: 0 or 1
     * @param turn the number of the turn about to be played, at least 0
     * @param extraTurn whether that turn is an extra turn
     * @param memory0 the code of what the rules remember of player 0, at least 0
     * @param memory1 the code of what the rules remember of player 1, at least 0
     * @throws IllegalArgumentException if a score, the turn or a memory code is negative, or the mover is not 0 or 1
     */
    public GameState {
        requireNotNegative(score0, "Player 0's score");
        requireNotNegative(score1, "Player 1's score");
        if (mover != 0 && mover != 1) {
            throw new IllegalArgumentException("The mover must be player 0 or 1, not " + mover);
        }
        requireNotNegative(turn, "The turn number");
        requireNotNegative(memory0, "Player 0's memory code");
        requireNotNegative(memory1, "Player 1's memory code");
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
     * The code of what the rules remember of a player.
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
     * The code of what the rules remember of the player to move.
     *
     * @return the mover's memory code
     */
    public int moverMemory() {
        return memory(mover);
    }

    /**
     * The code of what the rules remember of the player not to move.
     *
     * @return the opponent's memory code
     */
    public int opponentMemory() {
        return memory(1 - mover);
    }

    /**
     * Both scores.
     *
     * @return the scores
     */
    public Scores scores() {
        return new Scores(score0, score1);
    }

    private static void requireNotNegative(int value, String what) {
        if (value < 0) {
            throw new IllegalArgumentException(what + " must be at least 0, not " + value);
        }
    }
}
