package dev.hog.api.play;

import dev.hog.api.API;

/**
 * Hears each turn of a game as soon as it is played, for showing a game as it happens.
 *
 * <p>Called for every turn a match records as it is played ({@link Match#roll(int)}, {@link Match#playTurn()},
 * {@link Match#play()}), on the thread that plays it, after the turn's commentary; not for the saved turns a restored
 * match plays again, nor for the turns {@link Match#finalScores()} plays without records.
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
