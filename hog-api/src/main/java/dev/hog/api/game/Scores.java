package dev.hog.api.game;

import dev.hog.api.API;

/**
 * Both players' scores.
 *
 * @param score0 player 0's score
 * @param score1 player 1's score
 */
@API(status = API.Status.STABLE, since = "1.0")
public record Scores(int score0, int score1) {
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
    public String toString() {
        return "(" + score0 + ", " + score1 + ")";
    }
}
