package dev.hog.api.game;

import static dev.hog.api.internal.Preconditions.checkNotNegative;
import static dev.hog.api.internal.Preconditions.checkPlayer;

import dev.hog.api.API;
import dev.hog.api.rule.MemoryRule;
import java.util.Objects;

/**
 * The state of a game between turns: both scores, whose turn it is, the number of that turn, whether it is an extra
 * turn, and what the rules remember of each player. An immutable value; two states are equal when all their parts
 * are.
 *
 * <p>States come only from a {@link GameDefinition}: {@link GameDefinition#start(int, int)} and
 * {@link GameDefinition#state(int, int, int)} name one, {@link GameDefinition#next(GameState, int, int)} and
 * {@link GameDefinition#transitions(GameState, int)} give the next ones. What the rules remember of a player is read
 * through the definition, rule by rule: {@link GameDefinition#memory(GameState, int, MemoryRule)}.
 */
@API(status = API.Status.STABLE, since = "1.0")
public final class GameState {
    private final int score0;
    private final int score1;
    private final int mover;
    private final int turn;
    private final boolean extraTurn;
    private final int memory0;
    private final int memory1;

    GameState(int score0, int score1, int mover, int turn, boolean extraTurn, int memory0, int memory1) {
        checkNotNegative(score0, "Player 0's score");
        checkNotNegative(score1, "Player 1's score");
        checkPlayer(mover, "The mover");
        checkNotNegative(turn, "The turn number");
        checkNotNegative(memory0, "Player 0's memory code");
        checkNotNegative(memory1, "Player 1's memory code");
        this.score0 = score0;
        this.score1 = score1;
        this.mover = mover;
        this.turn = turn;
        this.extraTurn = extraTurn;
        this.memory0 = memory0;
        this.memory1 = memory1;
    }

    /**
     * Player 0's score.
     *
     * @return the score, at least 0
     */
    public int score0() {
        return score0;
    }

    /**
     * Player 1's score.
     *
     * @return the score, at least 0
     */
    public int score1() {
        return score1;
    }

    /**
     * The player to move.
     *
     * @return 0 or 1
     */
    public int mover() {
        return mover;
    }

    /**
     * The number of the turn about to be played: the turns played so far, extra turns included.
     *
     * @return the turn number, from 0
     */
    public int turn() {
        return turn;
    }

    /**
     * Whether the turn about to be played is an extra turn, the mover having also played the last one.
     *
     * @return whether it is an extra turn
     */
    public boolean extraTurn() {
        return extraTurn;
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
     * A state from its parts and the codes of what the rules remember, for the SDK's analysis, which tabulates states
     * by those codes. Outside the SDK, name states through a {@link GameDefinition}, which checks them.
     *
     * @param score0 player 0's score, at least 0
     * @param score1 player 1's score, at least 0
     * @param mover the player to move: 0 or 1
     * @param turn the number of the turn about to be played, at least 0
     * @param extraTurn whether that turn is an extra turn
     * @param memory0 the code of what the rules remember of player 0, at least 0
     * @param memory1 the code of what the rules remember of player 1, at least 0
     * @return the state
     * @throws dev.hog.api.HogException if a score, the turn or a code is negative, or the mover is not 0 or 1
     */
    @API(status = API.Status.INTERNAL)
    public static GameState ofCodes(int score0, int score1, int mover, int turn, boolean extraTurn, int memory0,
            int memory1) {
        return new GameState(score0, score1, mover, turn, extraTurn, memory0, memory1);
    }

    /**
     * The code of what the rules remember of a player, for the SDK's analysis. Outside the SDK, read what a rule
     * remembers with {@link GameDefinition#memory(GameState, int, MemoryRule)}.
     *
     * @param player 0 or 1
     * @return the code, from 0
     */
    @API(status = API.Status.INTERNAL)
    public int memoryCode(int player) {
        return memory(player);
    }

    int memory0() {
        return memory0;
    }

    int memory1() {
        return memory1;
    }

    int memory(int player) {
        return player == 0 ? memory0 : memory1;
    }

    int moverMemory() {
        return memory(mover);
    }

    int opponentMemory() {
        return memory(1 - mover);
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
     * Both scores.
     *
     * @return the scores
     */
    public Scores scores() {
        return Scores.of(score0, score1);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof GameState that && score0 == that.score0 && score1 == that.score1
                && mover == that.mover && turn == that.turn && extraTurn == that.extraTurn
                && memory0 == that.memory0 && memory1 == that.memory1;
    }

    @Override
    public int hashCode() {
        // As Objects.hash would, without boxing seven fields: analysis keys maps by state, millions of times.
        int hash = 31 + score0;
        hash = 31 * hash + score1;
        hash = 31 * hash + mover;
        hash = 31 * hash + turn;
        hash = 31 * hash + Boolean.hashCode(extraTurn);
        hash = 31 * hash + memory0;
        return 31 * hash + memory1;
    }

    /**
     * The state's parts, for messages.
     *
     * @return text such as {@code GameState[score0=12, score1=30, mover=1, turn=3, extraTurn=false, memory0=0,
     *     memory1=2]}
     */
    @Override
    public String toString() {
        return "GameState[score0=" + score0 + ", score1=" + score1 + ", mover=" + mover + ", turn=" + turn
                + ", extraTurn=" + extraTurn + ", memory0=" + memory0 + ", memory1=" + memory1 + "]";
    }
}
