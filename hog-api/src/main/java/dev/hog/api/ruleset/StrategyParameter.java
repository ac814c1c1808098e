package dev.hog.api.ruleset;

import dev.hog.api.API;
import java.util.Objects;

/**
 * An integer parameter of a {@link StrategyDefinition named strategy}, such as the {@code cutoff} of {@code bacon}:
 * {@code StrategyParameter.of("cutoff", 8, 0, 10_000, "the fewest Piggy Points worth rolling no dice for")}.
 *
 * <p>Immutable and thread-safe; equal when every part is. A class with a factory rather than a record, so that it
 * can gain parts without breaking the code that makes one.
 */
@API(status = API.Status.STABLE, since = "1.0")
public final class StrategyParameter {
    private final String name;
    private final int defaultValue;
    private final int min;
    private final int max;
    private final String description;

    private StrategyParameter(String name, int defaultValue, int min, int max, String description) {
        this.name = name;
        this.defaultValue = defaultValue;
        this.min = min;
        this.max = max;
        this.description = description;
    }

    /**
     * A parameter, checked.
     *
     * @param name the parameter's name, as written in a strategy spec: {@code bacon:cutoff=9}
     * @param defaultValue the value when none is given
     * @param min the smallest value allowed
     * @param max the largest value allowed
     * @param description what the parameter means
     * @return the parameter
     * @throws IllegalArgumentException if the name is blank or the default is outside {@code min..max}
     * @throws NullPointerException if the description is {@code null}
     */
    @API(status = API.Status.STABLE, since = "2.0")
    public static StrategyParameter of(String name, int defaultValue, int min, int max, String description) {
        Objects.requireNonNull(description, "description");
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("A strategy parameter needs a name");
        }
        if (min > max || defaultValue < min || defaultValue > max) {
            throw new IllegalArgumentException("Parameter " + name + ": default " + defaultValue
                    + " must lie in " + min + ".." + max);
        }
        return new StrategyParameter(name, defaultValue, min, max, description);
    }

    /**
     * The parameter's name, as written in a strategy spec.
     *
     * @return the name, such as {@code cutoff}
     */
    public String name() {
        return name;
    }

    /**
     * The value when none is given.
     *
     * @return the default, within {@link #min()}..{@link #max()}
     */
    public int defaultValue() {
        return defaultValue;
    }

    /**
     * The smallest value allowed.
     *
     * @return the minimum
     */
    public int min() {
        return min;
    }

    /**
     * The largest value allowed.
     *
     * @return the maximum
     */
    public int max() {
        return max;
    }

    /**
     * What the parameter means.
     *
     * @return the description
     */
    public String description() {
        return description;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof StrategyParameter that && name.equals(that.name) && defaultValue == that.defaultValue
                && min == that.min && max == that.max && description.equals(that.description);
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, defaultValue, min, max, description);
    }

    @Override
    public String toString() {
        return name + "=" + defaultValue + " (" + min + ".." + max + ")";
    }
}
