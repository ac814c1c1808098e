package dev.hog.api.game;

import dev.hog.api.API;
import dev.hog.api.HogException;
import dev.hog.api.rule.MoveRule;

/**
 * Decides how many dice the mover rolls.
 *
 * <p>Every course strategy is a function of the mover's score and the opponent's score, so a plain lambda is a
 * strategy: {@code Strategy s = (score, opponentScore) -> score < 50 ? 6 : 4;}. A richer strategy overrides
 * {@link #numRolls(GameState)} as well, to see the whole state, including what the rules remember (su20's Feral Hogs
 * makes the mover's previous points matter) and the turn number. A strategy that does not override it is a function
 * of the two scores, and analysis may ask it once per pair of scores.
 *
 * <p>The engine asks a strategy exactly once per turn, through {@link #numRolls(GameState)}. A choice outside
 * {@code 0..}{@link dev.hog.api.ruleset.Ruleset#maxDice()} ends the game with a {@link HogException}, unless it is
 * the negative number of one of the rules' {@link dev.hog.api.rule.MoveRule moves} ({@link GameDefinition#choices()}). Strategies used
 * for simulation on several threads must be safe to call from all of them; every strategy in this SDK is stateless,
 * except the ones that replay recorded choices or ask a person.
 *
 * <p>A strategy that needs the game's rules, such as one that reads what a rule remembers with
 * {@link GameDefinition#memory(GameState, int, dev.hog.api.rule.MemoryRule)}, overrides {@link #forGame(GameDefinition)}:
 * the engine and the analysis call it once per game, before they ask for any choice, and ask the strategy it returns.
 */
@API(status = API.Status.STABLE, since = "1.0")
@FunctionalInterface
public interface Strategy {
    /**
     * The number of dice to roll.
     *
     * @param score the mover's score
     * @param opponentScore the opponent's score
     * @return the number of dice, from 0 to the ruleset's maximum, or a move's negative number
     */
    int numRolls(int score, int opponentScore);

    /**
     * The number of dice to roll in a state. By default, the choice for the mover's and the opponent's scores.
     *
     * @param state the state, whose {@link GameState#mover() mover} is the player this strategy plays
     * @return the number of dice, from 0 to the ruleset's maximum, or a move's negative number
     */
    default int numRolls(GameState state) {
        return numRolls(state.moverScore(), state.opponentScore());
    }

    /**
     * Whether this strategy's choice depends only on the two scores, so that the engine and analysis may ask
     * {@link #numRolls(int, int)} instead of {@link #numRolls(GameState)}, and ask it once per pair of scores. By
     * default, whether the strategy's class keeps this interface's {@link #numRolls(GameState)}, which reads the two
     * scores; found once per class, so asking costs a lookup, not a reflection. A strategy that wraps another answers
     * as the wrapped one does; a strategy that overrides {@link #numRolls(GameState)} and yet reads only the scores may
     * answer {@code true}.
     *
     * <p>The answer must not change: the engine and analysis ask once per game, after {@link #forGame}, and trust it.
     * Safe to call from any thread; it throws nothing.
     *
     * @return {@code true} if the choice is a function of the mover's and the opponent's scores alone
     * @since 2.0
     */
    @API(status = API.Status.STABLE, since = "2.0")
    default boolean readsOnlyScores() {
        return ScoresOnly.of(getClass());
    }

    /**
     * This strategy bound to a game, before any choice in it is asked. The {@link dev.hog.api.play.Match engine},
     * simulation and the exact solver call it once per game definition, never once per turn, and ask only the
     * strategy it returns; so a strategy can look up what it needs of the rules here (a {@link
     * dev.hog.api.rule.MemoryRule} whose memory it reads, say) rather than on every turn. By default, this strategy
     * itself.
     *
     * <p>The strategy returned follows this interface's contract like any other: whether it overrides {@link
     * #numRolls(GameState)} is what analysis reads, and it must be safe to call from every thread that plays the game.
     *
     * @param game the game about to be played or analysed
     * @return the strategy to ask in that game, never {@code null}
     * @throws HogException if the strategy cannot play that game, saying why
     */
    @API(status = API.Status.STABLE, since = "2.0")
    default Strategy forGame(GameDefinition game) {
        return this;
    }

    /**
     * The strategy that always rolls the same number of dice, or always makes the same {@linkplain
     * dev.hog.api.rule.MoveRule move}. Its name is {@code always:N}.
     *
     * @param dice the number of dice, at least 0, or a move's number, from {@value
     *     MoveRule#LOWEST_CHOICE} to -1
     * @return the strategy
     * @throws HogException if {@code dice} is below {@value MoveRule#LOWEST_CHOICE}
     */
    static Strategy alwaysRoll(int dice) {
        if (dice < MoveRule.LOWEST_CHOICE) {
            throw new HogException("always:N needs a number of dice of 0 or more, or a move's number from "
                    + MoveRule.LOWEST_CHOICE + " to -1, not " + dice);
        }
        return new AlwaysRoll(dice);
    }

    /**
     * The same strategy under a name, which errors and listings show instead of a lambda's class name.
     *
     * @param name the name, such as {@code bacon:cutoff=9,rolls=5}
     * @param strategy the strategy
     * @return the named strategy
     */
    static Strategy named(String name, Strategy strategy) {
        return NamedStrategy.of(name, strategy);
    }
}
