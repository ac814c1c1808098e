package dev.hog.analysis;

import dev.hog.api.EngineLimitException;
import java.util.Arrays;

/**
 * Value iteration, for games some of whose turns keep the sum of the scores, after a first pass in decreasing sum has
 * found such turns: the pairs of scores are solved again until no value moves by more than {@link Solver#TOLERANCE}.
 * When no turn lowers the sum, each sum's pairs depend only on themselves and on higher sums, so each sum is iterated
 * to its end before the next lower one: a few sweeps of one layer each, where sweeps of the whole game would carry each
 * layer's error down to every layer below it. Otherwise every pair is swept, from values of one half, in decreasing
 * sum until the whole game settles. Values that stop settling, whose largest change has not fallen for
 * {@value #STALLED} sweeps, are given up at once, not after {@value #MAX_ITERATIONS} sweeps.
 */
final class ValueIteration {
    private static final int MAX_ITERATIONS = 100_000;
    /**
     * Sweeps without a change smaller than every one before, after which the values are taken not to settle. Values
     * that settle move less, now and then, from sweep to sweep; values caught in a loop of turns that score nothing,
     * which both players prefer to anything that scores (su20 without Free Bacon), swing by the same amount forever.
     */
    static final int STALLED = 1_000;

    private ValueIteration() {
    }

    /**
     * Iterates the body's values.
     *
     * @param turn the game's tables
     * @param sums what the first pass's turns did to the sum of the scores
     * @param body what solves one pair of scores, writing {@code values}
     * @param values every table of values the body writes
     * @return the sweeps: of the layer that needed the most, or of the whole game
     * @throws EngineLimitException if the values do not settle
     */
    static int iterate(TurnTables turn, SumChanges sums, LayerSweep.PairBody body, double[]... values) {
        return sums.falls() ? wholeGame(turn, body, values) : layerByLayer(turn, body, values);
    }

    private static int layerByLayer(TurnTables turn, LayerSweep.PairBody body, double[]... values) {
        int goal = turn.goal;
        int perPair = turn.space.perPair();
        int most = 0;
        for (int sum = 2 * goal - 2; sum >= 0; sum--) {
            int low = Math.max(0, sum - goal + 1);
            int high = Math.min(sum, goal - 1);
            double change = Double.POSITIVE_INFINITY;
            Progress progress = new Progress();
            int sweeps;
            for (sweeps = 0; change > Solver.TOLERANCE; sweeps++) {
                progress.check(change, sweeps, turn);
                double[][] before = new double[values.length][(high - low + 1) * perPair];
                for (int v = 0; v < values.length; v++) {
                    for (int score = low; score <= high; score++) {
                        System.arraycopy(values[v], turn.space.pair(score, sum - score) * perPair, before[v],
                                (score - low) * perPair, perPair);
                    }
                }
                for (int score = low; score <= high; score++) {
                    body.solve(score, sum - score);
                }
                change = layerChange(turn, sum, before, values);
            }
            most = Math.max(most, sweeps);
        }
        return most;
    }

    /** The largest change of a value of one sum's pairs, from the values {@code before} a sweep of them. */
    private static double layerChange(TurnTables turn, int sum, double[][] before, double[]... values) {
        int goal = turn.goal;
        int perPair = turn.space.perPair();
        int low = Math.max(0, sum - goal + 1);
        int high = Math.min(sum, goal - 1);
        double change = 0;
        for (int v = 0; v < values.length; v++) {
            for (int score = low; score <= high; score++) {
                int at = turn.space.pair(score, sum - score) * perPair;
                for (int i = 0; i < perPair; i++) {
                    change = Math.max(change, Math.abs(values[v][at + i] - before[v][(score - low) * perPair + i]));
                }
            }
        }
        return change;
    }

    private static int wholeGame(TurnTables turn, LayerSweep.PairBody body, double[]... values) {
        for (double[] value : values) {
            Arrays.fill(value, 0.5);
        }
        double change = Double.POSITIVE_INFINITY;
        Progress progress = new Progress();
        int iterations;
        for (iterations = 0; change > Solver.TOLERANCE; iterations++) {
            progress.check(change, iterations, turn);
            double[][] before = new double[values.length][];
            for (int v = 0; v < values.length; v++) {
                before[v] = values[v].clone();
            }
            LayerSweep.serially(turn.goal, body);
            change = 0;
            for (int v = 0; v < values.length; v++) {
                change = Math.max(change, largestChange(before[v], values[v]));
            }
        }
        return iterations;
    }

    private static double largestChange(double[] before, double[] after) {
        double largest = 0;
        for (int i = 0; i < before.length; i++) {
            largest = Math.max(largest, Math.abs(after[i] - before[i]));
        }
        return largest;
    }

    /** The smallest largest change so far, and the sweeps since: whether the values still settle. */
    private static final class Progress {
        private double least = Double.POSITIVE_INFINITY;
        private int since;

        /**
         * Before another sweep, after one that moved a value by {@code change}.
         *
         * @throws EngineLimitException if the sweeps are too many, or the change has not fallen for too long
         */
        void check(double change, int sweeps, TurnTables turn) {
            if (change < least) {
                least = change;
                since = 0;
            } else if (++since >= STALLED) {
                throw new EngineLimitException("Value iteration for " + turn.rules + " did not settle to "
                        + Solver.TOLERANCE + ": after " + sweeps + " sweeps a value still moves by " + change
                        + ", and the values have moved by no less than " + least + " in the last " + STALLED
                        + " sweeps (a loop of turns both players prefer, which never ends the game?)");
            }
            if (sweeps >= MAX_ITERATIONS) {
                throw new EngineLimitException("Value iteration for " + turn.rules + " did not settle to "
                        + Solver.TOLERANCE + " in " + MAX_ITERATIONS + " sweeps");
            }
        }
    }
}
