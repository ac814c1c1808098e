/**
 * Evaluating strategies under any {@link dev.hog.api.game.GameDefinition}: {@link dev.hog.analysis.Experiments} holds
 * the course's experiment helpers, and {@link dev.hog.analysis.Simulation} plays millions of games on several threads
 * through the same engine and rules as every other part of the SDK.
 */
package dev.hog.analysis;
