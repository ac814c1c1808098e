package dev.hog.runner.commands;

import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import dev.hog.analysis.ExactWinRate;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/**
 * The win rates of a random strategy, from the exact win rates of draws of its choices: their means, and 95%
 * confidence intervals from their spread, by Student's t. In JSON, beside the means:
 * {@code "draws":n,"ci95":{"first":[lo,hi],"second":[lo,hi],"mean":[lo,hi]}}.
 */
@JsonAutoDetect(fieldVisibility = JsonAutoDetect.Visibility.NONE, getterVisibility = JsonAutoDetect.Visibility.NONE,
        isGetterVisibility = JsonAutoDetect.Visibility.NONE)
@JsonPropertyOrder({"draws", "ci95"})
final class DrawnRates {
    /** The normal distribution's 97.5th percentile, from which Student's t's is found. */
    private static final double Z = 1.959963984540054;
    /** Student's t's 97.5th percentiles for 1 to 4 degrees of freedom, where the expansion below is too far off. */
    private static final double[] FEW = {12.706205, 4.302653, 3.182446, 2.776445};

    private final int draws;
    private final Interval first;
    private final Interval second;
    private final Interval mean;

    private DrawnRates(List<ExactWinRate> rates) {
        this.draws = rates.size();
        this.first = Interval.of(rates, ExactWinRate::first);
        this.second = Interval.of(rates, ExactWinRate::second);
        this.mean = Interval.of(rates, ExactWinRate::mean);
    }

    /**
     * The rates of draws.
     *
     * @param rates each draw's exact win rates, at least two
     * @return their means and intervals
     * @throws IllegalArgumentException if there are fewer than two
     */
    static DrawnRates of(List<ExactWinRate> rates) {
        if (rates.size() < 2) {
            throw new IllegalArgumentException("An interval needs two draws or more, not " + rates.size());
        }
        return new DrawnRates(rates);
    }

    @JsonProperty("draws")
    int draws() {
        return draws;
    }

    @JsonProperty("ci95")
    Map<String, double[]> ci95() {
        Map<String, double[]> intervals = new LinkedHashMap<>();
        intervals.put("first", first.bounds());
        intervals.put("second", second.bounds());
        intervals.put("mean", mean.bounds());
        return intervals;
    }

    /** The means, as exact rates are written. */
    Rates rates() {
        return new Rates(null, first.mean(), second.mean(), mean.mean());
    }

    /** Moving first, as {@code 0.512345 +- 0.001234}. */
    String first() {
        return first.toString();
    }

    /** Moving second, as {@code 0.512345 +- 0.001234}. */
    String second() {
        return second.toString();
    }

    /** On average, as {@code 0.512345 +- 0.001234}. */
    String mean() {
        return mean.toString();
    }

    /** A mean and half the width of its 95% confidence interval. */
    private record Interval(double mean, double half) {
        static Interval of(List<ExactWinRate> rates, ToDoubleFunction<ExactWinRate> seat) {
            int n = rates.size();
            double mean = rates.stream().mapToDouble(seat).sum() / n;
            double squares = rates.stream().mapToDouble(rate -> Math.pow(seat.applyAsDouble(rate) - mean, 2)).sum();
            return new Interval(mean, studentT(n - 1) * Math.sqrt(squares / (n - 1) / n));
        }

        double[] bounds() {
            return new double[] {Math.max(0, mean - half), Math.min(1, mean + half)};
        }

        @Override
        public String toString() {
            return String.format(Locale.ROOT, "%.6f +- %.6f", mean, half);
        }
    }

    /**
     * Student's t's 97.5th percentile with so many degrees of freedom, by the Cornish-Fisher expansion about the
     * normal's from 5 degrees on, within 0.003 of the tables', and from the tables below that.
     */
    static double studentT(int degrees) {
        if (degrees <= FEW.length) {
            return FEW[degrees - 1];
        }
        double z3 = Z * Z * Z;
        double z5 = z3 * Z * Z;
        double z7 = z5 * Z * Z;
        double v = degrees;
        return Z + (z3 + Z) / (4 * v) + (5 * z5 + 16 * z3 + 3 * Z) / (96 * v * v)
                + (3 * z7 + 19 * z5 + 17 * z3 - 15 * Z) / (384 * v * v * v);
    }
}
