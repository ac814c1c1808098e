package dev.hog.api.game;

import dev.hog.api.API;
import dev.hog.api.rule.RollRule;
import java.util.StringJoiner;

/**
 * The exact chance of every score of a roll of some number of dice with some number of sides, under a ruleset's
 * {@link RollRule roll rule}. Scores are listed in increasing order; their chances sum to 1 up to rounding.
 *
 * <p>Under {@link dev.hog.api.rule.FaceRule face rules}, a roll's outcome is its score and the summary of its faces:
 * the distribution lists every pair that can occur, in increasing order of the score and then of the
 * {@linkplain #summary(int) summary's code}, so that one score can appear more than once. Without face rules every
 * summary code is 0 and each score appears once.
 *
 * <p>Immutable and thread-safe. See {@link GameDefinition#rollDistribution(int, int)}.
 */
@API(status = API.Status.STABLE, since = "1.0")
public final class RollDistribution {
    private final int dice;
    private final int sides;
    private final int[] points;
    private final int[] summaries;
    private final double[] chances;

    RollDistribution(int dice, int sides, int[] points, int[] summaries, double[] chances) {
        this.dice = dice;
        this.sides = sides;
        this.points = points;
        this.summaries = summaries;
        this.chances = chances;
    }

    /**
     * The number of dice rolled.
     *
     * @return the number of dice
     */
    public int dice() {
        return dice;
    }

    /**
     * The number of sides of each die.
     *
     * @return the number of sides
     */
    public int sides() {
        return sides;
    }

    /**
     * How many different outcomes the roll can have: scores, or pairs of a score and a face summary under face rules.
     *
     * @return the number of outcomes
     */
    public int size() {
        return points.length;
    }

    /**
     * One of the scores.
     *
     * @param index from 0 to {@link #size()} - 1, in increasing order of score
     * @return the score
     */
    public int points(int index) {
        return points[index];
    }

    /**
     * The code of what the {@link dev.hog.api.rule.FaceRule face rules} summarize of the faces of one of the outcomes,
     * as {@link GameDefinition#nextOfCodes} takes it.
     *
     * @param index from 0 to {@link #size()} - 1
     * @return the code; 0 without face rules
     * @since 2.0
     */
    @API(status = API.Status.STABLE, since = "2.0")
    public int summary(int index) {
        return summaries[index];
    }

    /**
     * The chance of one of the outcomes.
     *
     * @param index from 0 to {@link #size()} - 1
     * @return the chance
     */
    public double chance(int index) {
        return chances[index];
    }

    /**
     * The chance that the roll scores exactly this, whatever its faces' summary.
     *
     * @param score a score
     * @return its chance, 0 if the roll cannot score it
     */
    public double chanceOf(int score) {
        double chance = 0;
        for (int i = 0; i < points.length; i++) {
            if (points[i] == score) {
                chance += chances[i];
            }
        }
        return chance;
    }

    /**
     * The expected score.
     *
     * @return the mean score
     */
    public double mean() {
        double mean = 0;
        for (int i = 0; i < points.length; i++) {
            mean += points[i] * chances[i];
        }
        return mean;
    }

    @Override
    public String toString() {
        StringJoiner joiner = new StringJoiner(", ", dice + "d" + sides + " {", "}");
        for (int i = 0; i < points.length; i++) {
            joiner.add(points[i] + (summaries[i] == 0 ? "" : "/" + summaries[i]) + ": " + chances[i]);
        }
        return joiner.toString();
    }
}
