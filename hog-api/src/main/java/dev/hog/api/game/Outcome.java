package dev.hog.api.game;

import dev.hog.api.API;

/**
 * How a finished game ended for one player. This is the SDK's one rule for who won, used by the engine, the
 * simulator, the solver and the experiments alike: the higher score wins, and equal scores are a tie, worth half a win
 * to each player. No course ruleset can end in a tie from a start of 0 to 0, but a plugin's rules or start scores
 * handed in at the goal can.
 */
@API(status = API.Status.STABLE, since = "1.0")
public enum Outcome {
    /** The player's score is the higher. */
    WIN(1.0),
    /** Both scores are equal. */
    TIE(0.5),
    /** The opponent's score is the higher. */
    LOSS(0.0);

    private final double value;

    Outcome(double value) {
        this.value = value;
    }

    /**
     * How a game that ended with these scores ended for the player who has the first.
     *
     * @param score the player's final score
     * @param opponentScore the opponent's final score
     * @return the outcome
     */
    public static Outcome of(int score, int opponentScore) {
        return score > opponentScore ? WIN : score < opponentScore ? LOSS : TIE;
    }

    /**
     * What a game that ended with these scores is worth to the player who has the first: {@code of(score,
     * opponentScore).value()}, for code that counts many outcomes.
     *
     * @param score the player's final score
     * @param opponentScore the opponent's final score
     * @return 1, 1/2 or 0
     */
    public static double valueOf(int score, int opponentScore) {
        return score > opponentScore ? WIN.value : score < opponentScore ? LOSS.value : TIE.value;
    }

    /**
     * What the outcome is worth, counted as a chance of winning: 1 for a win, 1/2 for a tie, 0 for a loss. Win rates
     * in the SDK are averages of this value.
     *
     * @return the value
     */
    public double value() {
        return value;
    }
}
