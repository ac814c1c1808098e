/**
 * The game model for analysis, in the style of OpenSpiel: a {@link dev.hog.api.game.GameDefinition} (a ruleset's
 * rules with its options applied, and the goal) is a pure function of immutable {@link dev.hog.api.game.GameState
 * states}: the first state, the state a turn leads to, every {@link dev.hog.api.game.Transition} of a number of dice
 * with its exact chance, and when the game is over; {@link dev.hog.api.game.Outcome} is the one rule of who won. A
 * {@link dev.hog.api.game.Strategy} chooses the number of dice in a state.
 *
 * <p>This package depends on {@link dev.hog.api.rule}, {@link dev.hog.api} and the unexported turn kernel only.
 */
@API(status = API.Status.STABLE, since = "1.0")
package dev.hog.api.game;

import dev.hog.api.API;
