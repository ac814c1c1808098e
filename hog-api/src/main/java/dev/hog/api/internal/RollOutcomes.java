package dev.hog.api.internal;

import dev.hog.api.API;
import dev.hog.api.rule.RollRule;
import java.util.HashMap;
import java.util.Map;

/**
 * Every outcome of a roll of some dice with some sides under a kernel's rules, with its exact chance: the one fold of a
 * roll over the roll rule's accumulators and the face rules' summary codes. Each outcome is a score and a face-summary
 * code, in increasing order of the score and then of the code; beside its chance it carries the chances of its two
 * parts, the faces after which the roll rule {@linkplain RollRule#fired fired} and those after which it did not, which
 * is what counting the rule's firings needs. {@link dev.hog.api.game.RollDistribution} shows the outcomes and chances
 * to the API; the Markov chain of the analysis reads the parts.
 *
 * <p>Immutable and thread-safe.
 */
@API(status = API.Status.INTERNAL)
public final class RollOutcomes {
    /**
     * A fold's key is an accumulator or a score in the high half of a long and a face-summary code in the low half:
     * this many bits, which hold every code below {@link TurnKernel#MAX_SUMMARY_SIZE}. The layout also fixes the order
     * in which the fold's maps hand their entries on, and so, where counts are not exact, the rounding of the chances:
     * it is the layout the chances of earlier releases came from.
     */
    private static final int SUMMARY_BITS = Integer.SIZE;
    private static final long SUMMARY_MASK = (1L << SUMMARY_BITS) - 1;

    static {
        if (TurnKernel.MAX_SUMMARY_SIZE - 1 > SUMMARY_MASK >>> 1) {
            throw new ExceptionInInitializerError("A face-summary code below " + TurnKernel.MAX_SUMMARY_SIZE
                    + " does not fit in the " + SUMMARY_BITS + " bits of a roll outcome's key");
        }
    }

    private final int[] points;
    private final int[] summaries;
    private final double[] chances;
    private final double[] firedChances;
    private final double[] quietChances;

    private RollOutcomes(int[] points, int[] summaries, double[] chances, double[] firedChances,
            double[] quietChances) {
        this.points = points;
        this.summaries = summaries;
        this.chances = chances;
        this.firedChances = firedChances;
        this.quietChances = quietChances;
    }

    /**
     * Counts the face combinations behind each accumulator value (and face-summary code) exactly, die by die, then
     * divides once by the number of combinations, so that each chance is the double nearest the true fraction. Counts
     * are exact in a double up to 2^53 combinations (ten dice of up to 39 sides, or of 6 that may be rolled twice);
     * past that it carries chances instead of counts. Without face rules every summary code is 0 and the outcomes are
     * the scores alone. Under a re-roll each face counts with its weight.
     */
    static RollOutcomes fold(TurnKernel kernel, int dice, int kind) {
        RollRule rollRule = kernel.rollRule();
        boolean faces = kernel.readsFaces();
        int sides = TurnKernel.sidesOf(kind);
        // Under a re-roll each die has sides^2 equally likely ways, each face its weight of them.
        double[] faceWeight = kernel.faceWeights(kind);
        double perDie = faceWeight == null ? sides : (double) sides * sides;
        boolean exact = dice * (Math.log(perDie) / Math.log(2)) < 53;
        Map<Long, Double> folds = Map.of(key(rollRule.start(), faces ? kernel.initialSummary() : 0), 1.0);
        for (int die = 0; die < dice; die++) {
            Map<Long, Double> next = new HashMap<>();
            for (Map.Entry<Long, Double> entry : folds.entrySet()) {
                double weight = exact ? entry.getValue() : entry.getValue() / perDie;
                int accumulator = high(entry.getKey());
                int summary = summary(entry.getKey());
                for (int face = 1; face <= sides; face++) {
                    next.merge(key(rollRule.add(accumulator, face), faces ? kernel.summarize(summary, face) : 0),
                            faceWeight == null ? weight : weight * faceWeight[face], Double::sum);
                }
            }
            folds = next;
        }
        double combinations = exact ? Math.pow(perDie, dice) : 1.0;
        Map<Long, Double> byOutcome = new HashMap<>();
        Map<Long, Double> fired = new HashMap<>();
        Map<Long, Double> quiet = new HashMap<>();
        folds.forEach((fold, weight) -> {
            int accumulator = high(fold);
            long outcome = key(rollRule.points(accumulator), summary(fold));
            byOutcome.merge(outcome, weight, Double::sum);
            (rollRule.fired(accumulator) ? fired : quiet).merge(outcome, weight, Double::sum);
        });
        long[] outcomes = byOutcome.keySet().stream().mapToLong(Long::longValue).sorted().toArray();
        int n = outcomes.length;
        RollOutcomes roll = new RollOutcomes(new int[n], new int[n], new double[n], new double[n], new double[n]);
        for (int i = 0; i < n; i++) {
            roll.points[i] = high(outcomes[i]);
            roll.summaries[i] = summary(outcomes[i]);
            roll.chances[i] = byOutcome.get(outcomes[i]) / combinations;
            roll.firedChances[i] = fired.getOrDefault(outcomes[i], 0.0) / combinations;
            roll.quietChances[i] = quiet.getOrDefault(outcomes[i], 0.0) / combinations;
        }
        return roll;
    }

    /** An accumulator or a score, and a face-summary code, as one key that sorts by the first, then the second. */
    private static long key(int high, int summary) {
        return (long) high << SUMMARY_BITS | summary;
    }

    private static int high(long key) {
        return (int) (key >> SUMMARY_BITS);
    }

    private static int summary(long key) {
        return (int) (key & SUMMARY_MASK);
    }

    /**
     * How many outcomes the roll has.
     *
     * @return the number of outcomes
     */
    public int size() {
        return points.length;
    }

    /**
     * An outcome's score.
     *
     * @param index from 0 to {@link #size()} - 1
     * @return the score
     */
    public int points(int index) {
        return points[index];
    }

    /**
     * An outcome's face-summary code.
     *
     * @param index from 0 to {@link #size()} - 1
     * @return the code, 0 without face rules
     */
    public int summary(int index) {
        return summaries[index];
    }

    /**
     * An outcome's chance.
     *
     * @param index from 0 to {@link #size()} - 1
     * @return the chance
     */
    public double chance(int index) {
        return chances[index];
    }

    /**
     * The chance of the part of an outcome in which the roll rule fired: its whole {@link #chance} when the rule fires
     * on every roll with that outcome, and 0 when on none.
     *
     * @param index from 0 to {@link #size()} - 1
     * @return the chance
     */
    public double firedChance(int index) {
        return quietChances[index] == 0 ? chances[index] : firedChances[index];
    }

    /**
     * The chance of the part of an outcome in which the roll rule did not fire: its whole {@link #chance} when the rule
     * fires on no roll with that outcome, and 0 when on every one.
     *
     * @param index from 0 to {@link #size()} - 1
     * @return the chance
     */
    public double quietChance(int index) {
        return firedChances[index] == 0 ? chances[index] : quietChances[index];
    }
}
