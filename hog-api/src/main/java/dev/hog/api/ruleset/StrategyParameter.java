package dev.hog.api.ruleset;

import dev.hog.api.API;
import java.util.Objects;

/**
 * An integer parameter of a {@link StrategyDefinition named strategy}, such as the {@code cutoff} of {@code bacon}.
 *
 * @param name the parameter's name, as written in a strategy spec: {@code bacon:cutoff=9}
 * @param defaultValue the value when none is given
 * @param min the smallest value allowed
 * @param max the largest value allowed
 * @param description what the parameter means
 */
@API(status = API.Status.STABLE, since = "1.0")
public record StrategyParameter(String name, int defaultValue, int min, int max, String description) {
    /**
     * Checks the parameter.
     *
     * @param name the parameter's name, as written in a strategy spec: {@code bacon:cutoff=9}
     * @param defaultValue the value when none is given
     * @param min the smallest value allowed
     * @param max the largest value allowed
     * @param description what the parameter means
     * @throws IllegalArgumentException if the name is blank or the default is outside {@code min..max}
     */
    public StrategyParameter {
        Objects.requireNonNull(description, "description");
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("A strategy parameter needs a name");
        }
        if (min > max || defaultValue < min || defaultValue > max) {
            throw new IllegalArgumentException("Parameter " + name + ": default " + defaultValue
                    + " must lie in " + min + ".." + max);
        }
    }

    @Override
    public String toString() {
        return name + "=" + defaultValue + " (" + min + ".." + max + ")";
    }
}
