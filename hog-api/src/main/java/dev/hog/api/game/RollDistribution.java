package dev.hog.api.game;

import dev.hog.api.API;
import dev.hog.api.rule.RollRule;
import java.util.Arrays;
import java.util.Map;
import java.util.StringJoiner;

/**
 * The exact chance of every score of a roll of some number of dice with some number of sides, under a ruleset's
 * {@link RollRule roll rule}. Scores are listed in increasing order; their chances sum to 1 up to rounding.
 *
 * <p>Immutable and thread-safe. See {@link GameDefinition#rollDistribution(int, int)}.
 */
@API(status = API.Status.STABLE, since = "1.0")
public final class RollDistribution {
    private final int dice;
    private final int sides;
    private final int[] points;
    private final double[] chances;

    RollDistribution(int dice, int sides, Map<Integer, Double> chanceByPoints) {
        this.dice = dice;
        this.sides = sides;
        this.points = chanceByPoints.keySet().stream().mapToInt(Integer::intValue).toArray();
        this.chances = chanceByPoints.values().stream().mapToDouble(Double::doubleValue).toArray();
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
     * How many different scores the roll can have.
     *
     * @return the number of scores
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
     * The chance of one of the scores.
     *
     * @param index from 0 to {@link #size()} - 1
     * @return the chance
     */
    public double chance(int index) {
        return chances[index];
    }

    /**
     * The chance that the roll scores exactly this.
     *
     * @param score a score
     * @return its chance, 0 if the roll cannot score it
     */
    public double chanceOf(int score) {
        int index = Arrays.binarySearch(points, score);
        return index < 0 ? 0 : chances[index];
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
            joiner.add(points[i] + ": " + chances[i]);
        }
        return joiner.toString();
    }
}
