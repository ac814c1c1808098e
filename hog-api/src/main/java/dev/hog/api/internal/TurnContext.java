package dev.hog.api.internal;

import dev.hog.api.API;
import dev.hog.api.rule.Turn;

/**
 * The engine's {@link Turn}: one mutable object per game (or per thread of analysis) that the {@link TurnKernel} fills
 * as a turn goes through its steps and lends to each rule it calls. It also records which parts of the turn the rules
 * read, as a set of bits, so that the solver can tabulate each step over only what it depends on.
 *
 * <p>Not thread-safe: one context serves one thread.
 */
@API(status = API.Status.INTERNAL)
public final class TurnContext implements Turn {
    /** The bit {@link #reads()} sets when a rule reads the mover's score; each part's bit is {@link TurnPart}'s. */
    public static final int SCORE = TurnPart.SCORE.bit();
    /** The bit for the opponent's score. */
    public static final int OPPONENT_SCORE = TurnPart.OPPONENT_SCORE.bit();
    /** The bit for the dice chosen. */
    public static final int DICE = TurnPart.DICE.bit();
    /** The bit for the turn's points. */
    public static final int POINTS = TurnPart.POINTS.bit();
    /** The bit for the turn number. */
    public static final int NUMBER = TurnPart.NUMBER.bit();
    /** The bit for whether the turn is an extra turn. */
    public static final int EXTRA_TURN = TurnPart.EXTRA_TURN.bit();
    /** The bit for the mover's memory. */
    public static final int MEMORY = TurnPart.MEMORY.bit();
    /** The bit for the opponent's memory. */
    public static final int OPPONENT_MEMORY = TurnPart.OPPONENT_MEMORY.bit();
    /** The bit for the summary of the roll's faces. */
    public static final int FACES = TurnPart.FACES.bit();

    private static final int UNKNOWN = -1;

    private final TurnKernel kernel;
    private int score;
    private int opponentScore;
    private int dice;
    private int points = UNKNOWN;
    private int summary;
    private int number;
    private boolean extraTurn;
    private int memory;
    private int opponentMemory;
    private boolean granted;
    private int remembered;
    private int rule = -1;
    private int reads;
    private int mover;
    private int memory0;
    private int memory1;
    /** The faces of the last roll played from its faces. */
    private final int[] faces;

    /**
     * A context for the rules of a kernel.
     *
     * @param kernel the kernel whose rules will read it
     */
    public TurnContext(TurnKernel kernel) {
        this.kernel = kernel;
        this.faces = new int[kernel.maxDice()];
    }

    /**
     * Starts a turn: the parts the rules can read before the points are known. The points become unknown.
     *
     * @param score the mover's score
     * @param opponentScore the opponent's score
     * @param dice the dice chosen
     * @param number the turn number
     * @param extraTurn whether it is an extra turn
     * @param memory the mover's memory code
     * @param opponentMemory the opponent's memory code
     */
    public void start(int score, int opponentScore, int dice, int number, boolean extraTurn, int memory,
            int opponentMemory) {
        this.score = score;
        this.opponentScore = opponentScore;
        this.dice = dice;
        this.points = UNKNOWN;
        this.number = number;
        this.extraTurn = extraTurn;
        this.memory = memory;
        this.opponentMemory = opponentMemory;
    }

    /**
     * Starts a turn from both players' side: the seat to move, both scores and both memory codes. Once the turn is
     * played ({@link TurnKernel#playFaces} or {@link TurnKernel#playOutcome}), {@link #scoreAfter},
     * {@link #memoryAfter} and {@link #nextMover()} give the state the turn leads to, the one account of a turn that
     * the match, the game definition and the analysis share.
     *
     * @param mover the player to move: 0 or 1
     * @param score0 player 0's score
     * @param score1 player 1's score
     * @param dice the dice chosen
     * @param number the turn number
     * @param extraTurn whether it is an extra turn
     * @param memory0 player 0's memory code
     * @param memory1 player 1's memory code
     */
    public void startSeat(int mover, int score0, int score1, int dice, int number, boolean extraTurn, int memory0,
            int memory1) {
        this.mover = mover;
        this.memory0 = memory0;
        this.memory1 = memory1;
        if (mover == 0) {
            start(score0, score1, dice, number, extraTurn, memory0, memory1);
        } else {
            start(score1, score0, dice, number, extraTurn, memory1, memory0);
        }
    }

    /**
     * A player's score once the turn started by {@link #startSeat} has been played.
     *
     * @param player 0 or 1
     * @return the score
     */
    public int scoreAfter(int player) {
        return player == mover ? score : opponentScore;
    }

    /**
     * A player's memory code once the turn started by {@link #startSeat} has been played: the mover's as the rules
     * remembered it, the opponent's unchanged.
     *
     * @param player 0 or 1
     * @return the memory code
     */
    public int memoryAfter(int player) {
        if (player == mover) {
            return remembered;
        }
        return player == 0 ? memory0 : memory1;
    }

    /**
     * Who moves after the turn started by {@link #startSeat}: the mover again if the rules granted an extra turn.
     *
     * @return 0 or 1
     */
    public int nextMover() {
        return granted ? mover : 1 - mover;
    }

    /**
     * Sets the turn's points, once they are known.
     *
     * @param points the points
     */
    public void setPoints(int points) {
        setPoints(points, kernel.initialSummary());
    }

    /**
     * Sets the turn's points and the face-summary code of its roll, once they are known.
     *
     * @param points the points
     * @param summary the face-summary code: the initial one for a turn of no dice
     */
    public void setPoints(int points, int summary) {
        this.points = points;
        this.summary = summary;
    }

    /**
     * Sets both scores, as a step of the turn leaves them.
     *
     * @param score the mover's score
     * @param opponentScore the opponent's score
     */
    public void setScores(int score, int opponentScore) {
        this.score = score;
        this.opponentScore = opponentScore;
    }

    /**
     * The faces of the roll of the last turn {@link TurnKernel#playFaces} played, one for each die chosen, as they came
     * from the dice or a record of them; the kernel writes them, callers only read them.
     *
     * @return the faces, as long as the most dice a player may roll; the same array for every turn of this context
     */
    public int[] faces() {
        return faces;
    }

    void enter(int rule) {
        this.rule = rule;
    }

    void finish(boolean granted, int remembered) {
        this.granted = granted;
        this.remembered = remembered;
    }

    /**
     * The parts of the turn the rules have read since the last {@link #clearReads()}.
     *
     * @return a set of the bits {@link #SCORE} to {@link #FACES}
     */
    public int reads() {
        return reads;
    }

    /** Forgets what the rules have read. */
    public void clearReads() {
        reads = 0;
    }

    /**
     * The mover's score as the last step left it, without recording a read.
     *
     * @return the mover's score
     */
    public int moverScore() {
        return score;
    }

    /**
     * The opponent's score as the last step left it, without recording a read.
     *
     * @return the opponent's score
     */
    public int otherScore() {
        return opponentScore;
    }

    /**
     * The turn's points, without recording a read.
     *
     * @return the points, or -1 before they are known
     */
    public int turnPoints() {
        return points;
    }

    /**
     * Whether the rules gave the mover another turn, once the turn is played.
     *
     * @return {@code true} for an extra turn
     */
    public boolean extraTurnGranted() {
        return granted;
    }

    /**
     * The mover's memory code after the turn, once the turn is played.
     *
     * @return the memory code
     */
    public int rememberedMemory() {
        return remembered;
    }

    int diceChosen() {
        return dice;
    }

    /** Asks about another number of dice in the same turn, which has not been played. */
    void chooseDice(int chosen) {
        this.dice = chosen;
    }

    int turnNumber() {
        return number;
    }

    int rule() {
        return rule;
    }

    @Override
    public int score() {
        reads |= SCORE;
        return score;
    }

    @Override
    public int opponentScore() {
        reads |= OPPONENT_SCORE;
        return opponentScore;
    }

    @Override
    public int dice() {
        reads |= DICE;
        return dice;
    }

    @Override
    public int points() {
        reads |= POINTS;
        if (points == UNKNOWN) {
            throw kernel.pointsNotKnown(rule);
        }
        return points;
    }

    @Override
    public int number() {
        reads |= NUMBER;
        kernel.checkReadsNumber(rule);
        return number;
    }

    @Override
    public boolean isExtraTurn() {
        reads |= EXTRA_TURN;
        return extraTurn;
    }

    @Override
    public int memory() {
        reads |= MEMORY;
        return kernel.memoryOf(rule, memory);
    }

    @Override
    public int opponentMemory() {
        reads |= OPPONENT_MEMORY;
        return kernel.memoryOf(rule, opponentMemory);
    }

    @Override
    public int faceSummary() {
        reads |= FACES;
        if (points == UNKNOWN) {
            throw kernel.pointsNotKnown(rule);
        }
        return kernel.summaryOf(rule, summary);
    }

    @Override
    public String toString() {
        return "turn " + number + (extraTurn ? " (extra)" : "") + ": " + score + " to " + opponentScore + ", " + dice
                + " dice" + (points == UNKNOWN ? "" : ", " + points + " points");
    }
}
