/**
 * Playing: the {@link dev.hog.api.play.Match} engine, which a game drives a turn at a time or plays with two
 * strategies, its {@link dev.hog.api.play.Dice} and {@link dev.hog.api.play.Commentary} (with the
 * {@link dev.hog.api.play.PlayerNames players' names} it can say), the
 * {@link dev.hog.api.play.TurnRecord records} of what happened, and {@link dev.hog.api.play.MatchSnapshot snapshots}
 * that save a match between turns.
 *
 * <p>This package depends on {@link dev.hog.api.ruleset}, {@link dev.hog.api.game}, {@link dev.hog.api.rule} and
 * {@link dev.hog.api}.
 */
@API(status = API.Status.STABLE, since = "1.0")
package dev.hog.api.play;

import dev.hog.api.API;
