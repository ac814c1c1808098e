package dev.hog.testkit;

import dev.hog.api.API;
import dev.hog.api.rule.Turn;

/**
 * A {@link Turn} with fixed parts, for testing a rule's hooks on their own, as the course tested its functions:
 * {@code new FreeBacon().zeroDicePoints(TestTurn.of(0, 32))} is 11.
 *
 * @param score the mover's score
 * @param opponentScore the opponent's score
 * @param dice the dice chosen
 * @param points the turn's points
 * @param number the turn number
 * @param isExtraTurn whether it is an extra turn
 * @param memory what the rule remembers of the mover
 * @param opponentMemory what the rule remembers of the opponent
 */
@API(status = API.Status.STABLE, since = "1.0")
public record TestTurn(int score, int opponentScore, int dice, int points, int number, boolean isExtraTurn, int memory,
        int opponentMemory) implements Turn {
    /**
     * A first turn at these scores: no dice, no points, nothing remembered.
     *
     * @param score the mover's score
     * @param opponentScore the opponent's score
     * @return the turn
     */
    public static TestTurn of(int score, int opponentScore) {
        return new TestTurn(score, opponentScore, 0, 0, 0, false, 0, 0);
    }

    /**
     * This turn with other scores.
     *
     * @param score the mover's score
     * @param opponentScore the opponent's score
     * @return the turn
     */
    public TestTurn withScores(int score, int opponentScore) {
        return new TestTurn(score, opponentScore, dice, points, number, isExtraTurn, memory, opponentMemory);
    }

    /**
     * This turn with other dice.
     *
     * @param dice the dice chosen
     * @return the turn
     */
    public TestTurn withDice(int dice) {
        return new TestTurn(score, opponentScore, dice, points, number, isExtraTurn, memory, opponentMemory);
    }

    /**
     * This turn with other points.
     *
     * @param points the turn's points
     * @return the turn
     */
    public TestTurn withPoints(int points) {
        return new TestTurn(score, opponentScore, dice, points, number, isExtraTurn, memory, opponentMemory);
    }

    /**
     * This turn with another number.
     *
     * @param number the turn number
     * @return the turn
     */
    public TestTurn withNumber(int number) {
        return new TestTurn(score, opponentScore, dice, points, number, isExtraTurn, memory, opponentMemory);
    }

    /**
     * This turn as an extra turn, or not.
     *
     * @param extraTurn whether it is an extra turn
     * @return the turn
     */
    public TestTurn withExtraTurn(boolean extraTurn) {
        return new TestTurn(score, opponentScore, dice, points, number, extraTurn, memory, opponentMemory);
    }

    /**
     * This turn with other memories.
     *
     * @param memory what the rule remembers of the mover
     * @param opponentMemory what the rule remembers of the opponent
     * @return the turn
     */
    public TestTurn withMemories(int memory, int opponentMemory) {
        return new TestTurn(score, opponentScore, dice, points, number, isExtraTurn, memory, opponentMemory);
    }
}
