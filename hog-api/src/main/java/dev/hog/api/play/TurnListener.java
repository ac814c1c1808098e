package dev.hog.api.play;

import dev.hog.api.API;

/**
 * Hears each turn of a game as soon as it is played, for showing a game as it happens.
 *
 * <p>Called for every turn a match records as it is played ({@link Match#roll(int)}, {@link Match#playTurn()},
 * {@link Match#play()}), on the thread that plays it, after the turn's commentary; not for the saved turns a restored
 * match plays again, nor for the turns {@link Match#finalScores()} plays without records.
 *
 * <p>Hearing the turn is its last part: the match applies the turn once the listener returns, and if the listener
 * throws, the match is left as it was before that turn and the exception reaches whoever played it. The listener is
 * called while the match is held, so it reads the turn from its {@link TurnRecord}: calling the match itself is
 * refused with an {@link IllegalStateException}, and waiting for another thread that calls it would never end.
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
