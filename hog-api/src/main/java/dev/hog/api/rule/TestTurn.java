package dev.hog.api.rule;

import dev.hog.api.API;
import java.util.Objects;

/**
 * A {@link Turn} of given values, for testing a rule's hooks on their own, as the course tested its functions:
 * {@code new FreeBacon().zeroDicePoints(TestTurn.of(0, 32))} is 11.
 *
 * <p>It starts as a first turn at the given scores (no dice, no points, turn 0, nothing remembered, face summary 0)
 * and each {@code with} method returns a copy with one part changed. A face rule's summary is given as it is
 * ({@link #withFaceSummary(int)}) or folded from faces by the rule itself ({@link #withFaces(FaceRule, int...)}), as
 * the engine folds a roll. Unlike the engine's turns, a test turn always knows its points: it never refuses to be
 * read early. It is immutable, so any thread may read it.
 */
@API(status = API.Status.STABLE, since = "2.0")
public final class TestTurn implements Turn {
    private final int score;
    private final int opponentScore;
    private final int dice;
    private final int points;
    private final int number;
    private final boolean extraTurn;
    private final int memory;
    private final int opponentMemory;
    private final int faceSummary;

    private TestTurn(int score, int opponentScore, int dice, int points, int number, boolean extraTurn, int memory,
            int opponentMemory, int faceSummary) {
        this.score = score;
        this.opponentScore = opponentScore;
        this.dice = dice;
        this.points = points;
        this.number = number;
        this.extraTurn = extraTurn;
        this.memory = memory;
        this.opponentMemory = opponentMemory;
        this.faceSummary = faceSummary;
    }

    /**
     * A first turn at these scores: no dice, no points, nothing remembered.
     *
     * @param score the mover's score
     * @param opponentScore the opponent's score
     * @return the turn
     */
    public static TestTurn of(int score, int opponentScore) {
        return new TestTurn(score, opponentScore, 0, 0, 0, false, 0, 0, 0);
    }

    /**
     * This turn with other scores.
     *
     * @param score the mover's score
     * @param opponentScore the opponent's score
     * @return the turn
     */
    public TestTurn withScores(int score, int opponentScore) {
        return new TestTurn(score, opponentScore, dice, points, number, extraTurn, memory, opponentMemory,
                faceSummary);
    }

    /**
     * This turn with other dice.
     *
     * @param dice the dice chosen
     * @return the turn
     */
    public TestTurn withDice(int dice) {
        return new TestTurn(score, opponentScore, dice, points, number, extraTurn, memory, opponentMemory,
                faceSummary);
    }

    /**
     * This turn with other points.
     *
     * @param points the turn's points
     * @return the turn
     */
    public TestTurn withPoints(int points) {
        return new TestTurn(score, opponentScore, dice, points, number, extraTurn, memory, opponentMemory,
                faceSummary);
    }

    /**
     * This turn with another number.
     *
     * @param number the turn number
     * @return the turn
     */
    public TestTurn withNumber(int number) {
        return new TestTurn(score, opponentScore, dice, points, number, extraTurn, memory, opponentMemory,
                faceSummary);
    }

    /**
     * This turn as an extra turn, or not.
     *
     * @param extraTurn whether it is an extra turn
     * @return the turn
     */
    public TestTurn withExtraTurn(boolean extraTurn) {
        return new TestTurn(score, opponentScore, dice, points, number, extraTurn, memory, opponentMemory,
                faceSummary);
    }

    /**
     * This turn with other memories.
     *
     * @param memory what the rule remembers of the mover
     * @param opponentMemory what the rule remembers of the opponent
     * @return the turn
     */
    public TestTurn withMemories(int memory, int opponentMemory) {
        return new TestTurn(score, opponentScore, dice, points, number, extraTurn, memory, opponentMemory,
                faceSummary);
    }

    /**
     * This turn with another summary of its faces, as a face rule reads it.
     *
     * @param faceSummary the summary
     * @return the turn
     */
    public TestTurn withFaceSummary(int faceSummary) {
        return new TestTurn(score, opponentScore, dice, points, number, extraTurn, memory, opponentMemory,
                faceSummary);
    }

    /**
     * This turn with the summary a face rule folds from these faces, in the order rolled, starting from its
     * {@linkplain FaceRule#initialSummary() initial summary}; and with as many dice as faces. The points are left as
     * they are: the roll's score is the roll rule's.
     *
     * @param rule the face rule whose summary the turn carries
     * @param faces the faces rolled, each at least 1
     * @return the turn
     * @throws IllegalArgumentException if a face is below 1, or the rule's summary leaves its range
     */
    public TestTurn withFaces(FaceRule rule, int... faces) {
        Objects.requireNonNull(rule, "rule");
        int summary = rule.initialSummary();
        for (int face : faces) {
            if (face < 1) {
                throw new IllegalArgumentException("A face is at least 1, not " + face);
            }
            summary = rule.summarize(summary, face);
            if (summary < 0 || summary >= rule.summarySize()) {
                throw new IllegalArgumentException(rule.name() + " summarised face " + face + " as " + summary
                        + ", outside 0 to " + (rule.summarySize() - 1));
            }
        }
        return new TestTurn(score, opponentScore, faces.length, points, number, extraTurn, memory, opponentMemory,
                summary);
    }

    @Override
    public int score() {
        return score;
    }

    @Override
    public int opponentScore() {
        return opponentScore;
    }

    @Override
    public int dice() {
        return dice;
    }

    @Override
    public int points() {
        return points;
    }

    @Override
    public int number() {
        return number;
    }

    @Override
    public boolean isExtraTurn() {
        return extraTurn;
    }

    @Override
    public int memory() {
        return memory;
    }

    @Override
    public int opponentMemory() {
        return opponentMemory;
    }

    @Override
    public int faceSummary() {
        return faceSummary;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof TestTurn turn && score == turn.score && opponentScore == turn.opponentScore
                && dice == turn.dice && points == turn.points && number == turn.number && extraTurn == turn.extraTurn
                && memory == turn.memory && opponentMemory == turn.opponentMemory && faceSummary == turn.faceSummary;
    }

    @Override
    public int hashCode() {
        return Objects.hash(score, opponentScore, dice, points, number, extraTurn, memory, opponentMemory,
                faceSummary);
    }

    @Override
    public String toString() {
        return "TestTurn[score=" + score + ", opponentScore=" + opponentScore + ", dice=" + dice + ", points=" + points
                + ", number=" + number + ", extraTurn=" + extraTurn + ", memory=" + memory + ", opponentMemory="
                + opponentMemory + ", faceSummary=" + faceSummary + "]";
    }
}
