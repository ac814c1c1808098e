package dev.hog.api.internal;

import dev.hog.api.API;
import dev.hog.api.internal.TurnContext;
import dev.hog.api.internal.TurnKernel;
import dev.hog.api.rule.RuleException;
import dev.hog.api.rule.Turn;

/**
 * A turn taken one step at a time, for analysis that tabulates each step of the rules on its own, as the exact solver
 * does: set the parts of a turn, run one step, read its result, and see which parts of the turn the rules read.
 *
 * <p>A step reads the turn as {@link Turn} describes: {@link #sides()} and {@link #zeroDicePoints()} the start of the
 * turn, {@link #bonus()} the start and its points, {@link #afterTurn()} the scores with the points and bonus added,
 * {@link #extraTurn()} and {@link #remember()} the scores after the turn. What the rules read is recorded as a set of
 * the bits {@link #SCORE} to {@link #FACES}: a step whose rules never read a part gives the same result
 * whatever that part is, so a table of the step need not range over it.
 *
 * <p>Made from the kernel of a game definition. Not thread-safe: one object serves one thread.
 */
@API(status = API.Status.INTERNAL)
public final class TurnSteps {
    /** A rule read the mover's score. */
    public static final int SCORE = TurnContext.SCORE;
    /** A rule read the opponent's score. */
    public static final int OPPONENT_SCORE = TurnContext.OPPONENT_SCORE;
    /** A rule read the dice chosen. */
    public static final int DICE = TurnContext.DICE;
    /** A rule read the turn's points. */
    public static final int POINTS = TurnContext.POINTS;
    /** A rule read the turn number. */
    public static final int NUMBER = TurnContext.NUMBER;
    /** A rule read whether the turn is an extra turn. */
    public static final int EXTRA_TURN = TurnContext.EXTRA_TURN;
    /** A rule read what it remembers of the mover. */
    public static final int MEMORY = TurnContext.MEMORY;
    /** A rule read what it remembers of the opponent. */
    public static final int OPPONENT_MEMORY = TurnContext.OPPONENT_MEMORY;
    /** A rule read the summary of the roll's faces. */
    public static final int FACES = TurnContext.FACES;

    private final TurnKernel kernel;
    private final TurnContext turn;

    /**
     * Steps through turns under the rules of a kernel.
     *
     * @param kernel the kernel
     */
    public TurnSteps(TurnKernel kernel) {
        this.kernel = kernel;
        this.turn = new TurnContext(kernel);
    }

    /**
     * Starts a turn, before its points are known.
     *
     * @param score the mover's score
     * @param opponentScore the opponent's score
     * @param dice the dice chosen, from 0 to the rules' maximum
     * @param number the turn number
     * @param extraTurn whether the turn is an extra turn
     * @param memory the mover's memory code
     * @param opponentMemory the opponent's memory code
     * @return this
     */
    public TurnSteps start(int score, int opponentScore, int dice, int number, boolean extraTurn, int memory,
            int opponentMemory) {
        turn.start(score, opponentScore, dice, number, extraTurn, memory, opponentMemory);
        return this;
    }

    /**
     * Sets the turn's points, for the steps that follow them.
     *
     * @param points the roll's score, or the zero-dice points
     * @return this
     */
    public TurnSteps points(int points) {
        turn.setPoints(points);
        return this;
    }

    /**
     * Sets the turn's points and the face-summary code of its roll, for the steps that follow them.
     *
     * @param points the roll's score, or the zero-dice points
     * @param summary the face-summary code
     * @return this
     */
    public TurnSteps points(int points, int summary) {
        turn.setPoints(points, summary);
        return this;
    }

    /**
     * Whether the choice rules allow the turn's number of dice.
     *
     * @return {@code true} if every choice rule does
     * @throws RuleException if a rule breaks its contract
     */
    public boolean allows() {
        return kernel.allows(turn);
    }

    /**
     * The sides of the dice, from the die size rules.
     *
     * @return the number of sides
     * @throws RuleException if a rule breaks its contract
     */
    public int sides() {
        return kernel.sides(turn, null);
    }

    /**
     * The kind of the dice: their sides and which re-roll rules apply, as {@link TurnKernel#dieKind} codes it.
     *
     * @return the die kind
     * @throws RuleException if a rule breaks its contract
     */
    public int dieKind() {
        return kernel.dieKind(turn, null);
    }

    /**
     * The points of a turn that rolls no dice: the zero-dice points for a choice of 0, the move's for a move.
     *
     * @return the points
     * @throws RuleException if a rule breaks its contract
     */
    public int noRollPoints() {
        return kernel.noRollPoints(turn, null);
    }

    /**
     * The points for rolling no dice, from the zero-dice rule.
     *
     * @return the points, 0 without a zero-dice rule
     * @throws RuleException if the rule breaks its contract
     */
    public int zeroDicePoints() {
        return kernel.zeroDicePoints(turn, null);
    }

    /**
     * The bonus, from the bonus rules; the points must be set. The points tabulated may be points no roll of the
     * turn's dice scores, so a penalty is not held to them here: the engine holds it to every turn played.
     *
     * @return the bonus
     * @throws RuleException if a rule breaks its contract
     */
    public int bonus() {
        return kernel.tabulatedBonus(turn);
    }

    /**
     * Applies the after-turn rules to the turn's scores, which {@link #score()} and {@link #opponentScore()} then
     * give. Start the turn with the mover's score after the points and bonus.
     *
     * @return this
     * @throws RuleException if a rule breaks its contract
     */
    public TurnSteps afterTurn() {
        kernel.afterTurn(turn, null);
        return this;
    }

    /**
     * Whether the extra-turn rules give the mover another turn. Start the turn with the scores after it.
     *
     * @return {@code true} for an extra turn
     * @throws RuleException if a rule breaks its contract
     */
    public boolean extraTurn() {
        return kernel.extraTurn(turn, null);
    }

    /**
     * The mover's memory code after the turn, from the memory rules. Start the turn with the scores after it.
     *
     * @return the memory code
     * @throws RuleException if a rule breaks its contract
     */
    public int remember() {
        return kernel.remember(turn);
    }

    /**
     * The mover's score as the last step left it.
     *
     * @return the score
     */
    public int score() {
        return turn.moverScore();
    }

    /**
     * The opponent's score as the last step left it.
     *
     * @return the score
     */
    public int opponentScore() {
        return turn.otherScore();
    }

    /**
     * The parts of the turn the rules have read since the last {@link #clearReads()}.
     *
     * @return a set of the bits {@link #SCORE} to {@link #FACES}
     */
    public int reads() {
        return turn.reads();
    }

    /**
     * Forgets what the rules have read.
     *
     * @return this
     */
    public TurnSteps clearReads() {
        turn.clearReads();
        return this;
    }
}
