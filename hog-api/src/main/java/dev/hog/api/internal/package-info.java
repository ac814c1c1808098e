/**
 * The turn kernel: the one implementation of a turn's steps, which the game engine, {@link dev.hog.api.game.GameDefinition} and
 * {@link dev.hog.api.internal.TurnSteps} share. Not part of the API: the module does not export it, and it may change in any
 * release.
 */
@API(status = API.Status.INTERNAL)
package dev.hog.api.internal;

import dev.hog.api.API;
