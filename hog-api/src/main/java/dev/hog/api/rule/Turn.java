package dev.hog.api.rule;

import dev.hog.api.API;

/**
 * The turn being played, as a rule sees it: both scores, the dice the mover chose, the turn's points once they are
 * known, the turn number, whether it is an extra turn, and what the calling rule remembers of each player.
 *
 * <p>A turn goes through these steps; each hook sees the turn as it stands at its step:
 * <ol>
 *   <li>{@link DiceChoiceRule choice rules}, {@link DieSizeRule die size}, {@link RerollRule re-rolls},
 *   {@link ZeroDiceRule zero-dice points} and {@link MoveRule move points}:
 *   the scores at the start of the turn; the points are not known yet;</li>
 *   <li>{@link BonusRule bonuses}: the scores at the start of the turn, and the turn's points (and, for a
 *   {@link FaceRule}, its {@linkplain #faceSummary() summary of the faces});</li>
 *   <li>{@link AfterTurnRule after-turn rules}: the mover's score with the points and bonuses added, as the earlier
 *   after-turn rules left it;</li>
 *   <li>{@link ExtraTurnRule extra-turn rules} and {@link MemoryRule#remember(Turn) memories}: the scores after
 *   every rule of the turn.</li>
 * </ol>
 *
 * <p>A turn is a view that the engine lends a rule for one call: read it during the call, never keep it, and never
 * share it with another thread. What a rule reads is what makes the game's state: the exact solver keeps only what
 * the rules read, so that reading less keeps the game small.
 *
 * <p>Only the SDK implements this interface: the engine's turns, and {@link TestTurn}, a turn of given values for
 * testing a rule's hooks on their own. It is sealed so that later versions can add to what a rule reads.
 */
@API(status = API.Status.STABLE, since = "1.0")
public sealed interface Turn permits dev.hog.api.internal.TurnContext, TestTurn {
    /**
     * The mover's score at this step of the turn.
     *
     * @return the mover's score, at least 0
     */
    int score();

    /**
     * The opponent's score at this step of the turn.
     *
     * @return the opponent's score, at least 0
     */
    int opponentScore();

    /**
     * How many dice the mover chose to roll this turn, or the number of the {@link MoveRule move} they chose instead.
     *
     * @return the number of dice, from 0 to the ruleset's maximum; a move's negative number, such as -1 for fa16's Pork
     *     Chop, on a turn of a move
     */
    int dice();

    /**
     * The turn's points before any bonus: the roll's score, or the zero-dice points when the mover rolled no dice.
     *
     * @return the points, at least 0
     * @throws RuleException when read before the points are known, by a die size or zero-dice rule
     */
    int points();

    /**
     * The turn's number: every turn of the game counted from 0, extra turns included.
     *
     * <p>A rule that reads the number must say how it reads it with {@link Rule#turnPeriod()}: it may depend on the
     * number only through {@code number() % turnPeriod()}, as Time Trot does with 8. The exact solver keeps the turn
     * number only modulo the rules' period, which keeps the game finite.
     *
     * @return the turn number, at least 0
     * @throws RuleException if the calling rule's {@link Rule#turnPeriod()} is 1, which says it does not read the
     *     turn number
     */
    int number();

    /**
     * Whether this turn is an extra turn: the mover also played the turn before it, because a rule gave them
     * another.
     *
     * @return {@code true} for an extra turn
     */
    boolean isExtraTurn();

    /**
     * What the calling rule remembers of the mover, as it was at the start of the turn.
     *
     * @return a value from 0 to the rule's {@link MemoryRule#memorySize()} - 1; always 0 for a rule that is not a
     *     {@link MemoryRule}
     */
    int memory();

    /**
     * What the calling rule remembers of the opponent.
     *
     * @return a value from 0 to the rule's {@link MemoryRule#memorySize()} - 1; always 0 for a rule that is not a
     *     {@link MemoryRule}
     */
    int opponentMemory();

    /**
     * What the calling rule's summary of the roll's faces is, for a {@link FaceRule}: its fold over the faces rolled
     * this turn, or its {@linkplain FaceRule#initialSummary() initial summary} when no dice were rolled.
     *
     * @return a value from 0 to the rule's {@link FaceRule#summarySize()} - 1; always 0 for a rule that is not a
     *     {@link FaceRule}
     * @throws RuleException when read before the points are known, by a die size, zero-dice or choice rule
     * @since 2.0
     */
    @API(status = API.Status.STABLE, since = "2.0")
    int faceSummary();
}
