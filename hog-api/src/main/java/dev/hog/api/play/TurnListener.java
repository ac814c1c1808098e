package dev.hog.api.play;

import dev.hog.api.API;

/**
 * Hears each turn of a game as soon as it is played, for showing a game as it happens.
 *
 * <p>Called by {@link Match#play()} on the thread that plays the game, after the turn's commentary.
 */
@API(status = API.Status.STABLE, since = "1.0")
@FunctionalInterface
public interface TurnListener {
    /**
     * A turn was played.
     *
     * @param turn the turn
     */
    void turnPlayed(TurnRecord turn);
}
