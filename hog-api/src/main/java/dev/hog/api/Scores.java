package dev.hog.api;

/**
 * Both players' scores.
 *
 * @param score0 player 0's score
 * @param score1 player 1's score
 */
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
     * The player with the higher score, which at the end of a game is the player who reached the goal.
     *
     * @return 0 or 1, or -1 if the scores are equal
     */
    public int leader() {
        return score0 > score1 ? 0 : score1 > score0 ? 1 : -1;
    }

    @Override
    public String toString() {
        return "(" + score0 + ", " + score1 + ")";
    }
}
