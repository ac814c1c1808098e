package dev.hog.analysis;

import java.util.Arrays;

/**
 * Draws the score of a roll from its exact distribution in one step, by Walker's alias method (Vose's construction):
 * one random number picks a column and, in the same number, whether to take the column's own score or its alias.
 * Each score comes up with its exact chance to within 2<sup>-32</sup>, whatever the number of dice.
 *
 * <p>A table has a power of two of columns, so that the high bits of the random number pick one. A column is one
 * {@code long}: the cut (32 bits), the column's own score (16 bits) and its alias (16 bits), so that
 * a draw is one load; the tables of every roll of a game lie in one array, {@link #pack}ed.
 */
final class AliasTable {
    private static final double TWO_TO_32 = 0x1p32;
    private static final long LOW = 0xffffffffL;
    /** The most points a score in a table can be: 16 bits. */
    static final int MAX_POINTS = 0xffff;

    private final long[] columns;

    /**
     * The table of a roll, with a given number of columns.
     *
     * @param scores the roll's possible scores, each from 0 to 65535
     * @param probabilities the exact chance of each, summing to 1
     * @param n the columns: a power of two, at least {@link #columnsFor} the number of scores
     */
    AliasTable(int[] scores, double[] probabilities, int n) {
        if (Integer.bitCount(n) != 1 || n < columnsFor(scores.length)) {
            throw new IllegalArgumentException(n + " columns cannot hold " + scores.length + " scores");
        }
        int[] points = Arrays.copyOf(scores, n);
        double[] chances = Arrays.copyOf(probabilities, n);
        for (int i = scores.length; i < n; i++) {
            points[i] = scores[0];
        }
        long[] cut = new long[n];
        int[] alias = points.clone();
        double[] scaled = new double[n];
        int[] small = new int[n];
        int[] large = new int[n];
        int smalls = 0;
        int larges = 0;
        for (int i = 0; i < n; i++) {
            if (points[i] < 0 || points[i] > MAX_POINTS) {
                throw new IllegalArgumentException("A roll scores from 0 to 65535 points, not " + points[i]);
            }
            scaled[i] = chances[i] * n;
            if (scaled[i] < 1) {
                small[smalls++] = i;
            } else {
                large[larges++] = i;
            }
        }
        while (smalls > 0 && larges > 0) {
            int less = small[--smalls];
            int more = large[--larges];
            cut[less] = Math.round(scaled[less] * TWO_TO_32);
            alias[less] = points[more];
            scaled[more] -= 1 - scaled[less];
            if (scaled[more] < 1) {
                small[smalls++] = more;
            } else {
                large[larges++] = more;
            }
        }
        // What is left is a full column, give or take rounding: its own score whatever the draw.
        while (larges > 0) {
            int full = large[--larges];
            alias[full] = points[full];
        }
        while (smalls > 0) {
            int full = small[--smalls];
            alias[full] = points[full];
        }
        columns = new long[n];
        for (int i = 0; i < n; i++) {
            columns[i] = Math.min(cut[i], LOW) << 32 | (long) points[i] << 16 | alias[i];
        }
    }

    /**
     * The fewest columns a table of so many scores has: the next power of two, two at least, so that a column is
     * picked by a shift. Columns beyond the scores are scores of chance 0, which the construction gives wholly to
     * aliases.
     *
     * @param scores how many scores
     * @return the columns
     */
    static int columnsFor(int scores) {
        return Math.max(2, Integer.highestOneBit(Math.max(1, scores * 2 - 1)));
    }

    /**
     * How many columns the table has: a power of two, at least one per possible score.
     *
     * @return the columns
     */
    int size() {
        return columns.length;
    }

    /**
     * The shift that takes a random number's high bits to a column: 64 less the bits of {@link #size}.
     *
     * @return the shift, from 32 to 63
     */
    int shift() {
        return 64 - Integer.numberOfTrailingZeros(columns.length);
    }

    /**
     * Copies the table's columns into a shared array.
     *
     * @param into the array
     * @param at where this table starts in it
     */
    void pack(long[] into, int at) {
        System.arraycopy(columns, 0, into, at, columns.length);
    }

    /**
     * A score, drawn with one random number from a table packed at {@code at}.
     *
     * @param packed the array of tables
     * @param at where the table starts
     * @param shift the table's {@link #shift}
     * @param random 64 uniformly random bits
     * @return the roll's score
     */
    static int sample(long[] packed, int at, int shift, long random) {
        long column = packed[at + (int) (random >>> shift)];
        // Branch-free: the own score (16 bits up) if the low bits fall below the cut, else the alias.
        return (int) (column >>> ((((random & LOW) - (column >>> 32)) >>> 63) << 4)) & 0xffff;
    }

    /**
     * A score, drawn with one random number.
     *
     * @param random 64 uniformly random bits
     * @return the roll's score
     */
    int sample(long random) {
        return sample(columns, 0, shift(), random);
    }

    /**
     * The chance the table gives a score: what {@link #sample} draws it with, over all random numbers.
     *
     * @param points a score
     * @return its chance
     */
    double chanceOf(int points) {
        double chance = 0;
        for (long column : columns) {
            double own = (column >>> 32) / TWO_TO_32;
            chance += (((int) (column >>> 16 & 0xffff) == points ? own : 0)
                    + ((int) (column & 0xffff) == points ? 1 - own : 0)) / columns.length;
        }
        return chance;
    }
}
