package dev.hog.api.game;

import dev.hog.api.API;

/**
 * Both players' scores: {@code Scores.of(16, 0)}.
 *
 * <p>Immutable and thread-safe; equal when both scores are. A class with a factory rather than a record, so that
 * it can gain parts without breaking the code that makes one.
 */
@API(status = API.Status.STABLE, since = "1.0")
public final class Scores {
    private final int score0;
    private final int score1;

    private Scores(int score0, int score1) {
        this.score0 = score0;
        this.score1 = score1;
    }

    /**
     * Both scores.
     *
     * @param score0 player 0's score
     * @param score1 player 1's score
     * @return the scores
     */
    @API(status = API.Status.STABLE, since = "2.0")
    public static Scores of(int score0, int score1) {
        return new Scores(score0, score1);
    }

    /**
     * Player 0's score.
     *
     * @return the score
     */
    public int score0() {
        return score0;
    }

    /**
     * Player 1's score.
     *
     * @return the score
     */
    public int score1() {
        return score1;
    }

    /**
     * A player's score.
     *
     * @param player 0 or 1
     * @return the score
     */
    public int score(int player) {
        return player == 0 ? score0 : score1;
    }

    /**
     * How a game that ended with these scores ended for a player, by the SDK's one rule: the higher score wins and
     * equal scores tie.
     *
     * @param player 0 or 1
     * @return the outcome for that player
     * @see Outcome
     */
    public Outcome outcome(int player) {
        return Outcome.of(score(player), score(1 - player));
    }

    /**
     * The winner of a game that ended with these scores.
     *
     * @return 0 or 1, or -1 for a tie
     * @see Outcome
     */
    public int winner() {
        return switch (outcome(0)) {
            case WIN -> 0;
            case LOSS -> 1;
            case TIE -> -1;
        };
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Scores that && score0 == that.score0 && score1 == that.score1;
    }

    @Override
    public int hashCode() {
        return 31 * score0 + score1;
    }

    @Override
    public String toString() {
        return "(" + score0 + ", " + score1 + ")";
    }
}
