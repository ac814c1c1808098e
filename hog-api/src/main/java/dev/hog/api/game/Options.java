package dev.hog.api.game;

import static dev.hog.api.internal.Preconditions.check;

import dev.hog.api.API;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The values of a ruleset's options for one game: every declared option, with its value or its default.
 *
 * <p>Made by {@link dev.hog.api.ruleset.Ruleset#options(Map)}, which checks every value. Immutable and thread-safe;
 * equal when the values are.
 */
@API(status = API.Status.STABLE, since = "1.0")
public final class Options {
    private final Map<String, String> values;

    private Options(Map<String, String> values) {
        this.values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
    }

    /**
     * Option values as canonical text, in the ruleset's order. A {@link dev.hog.api.ruleset.Ruleset} makes them,
     * checking each value against the option it declares ({@link dev.hog.api.ruleset.Ruleset#options(Map)}); this takes
     * them as they are.
     *
     * @param values values by option name
     * @return the options
     */
    public static Options of(Map<String, String> values) {
        return new Options(values);
    }

    /**
     * The value of an option, as canonical text.
     *
     * @param name the option's name
     * @return its value
     * @throws dev.hog.api.HogException if the ruleset declares no option of that name
     */
    public String get(String name) {
        String value = values.get(name);
        check(value != null, () -> "No option " + name + "; the options are " + values.keySet());
        return value;
    }

    /**
     * The value of a flag.
     *
     * @param name the option's name
     * @return {@code true} if the flag is on
     * @throws dev.hog.api.HogException if the ruleset declares no option of that name
     */
    public boolean flag(String name) {
        return Boolean.parseBoolean(get(name));
    }

    /**
     * Every option's value, in the order the ruleset declares them.
     *
     * @return the values by name
     */
    public Map<String, String> asMap() {
        return values;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Options that && values.equals(that.values);
    }

    @Override
    public int hashCode() {
        return values.hashCode();
    }

    /**
     * The options as {@code name=value} pairs.
     *
     * @return text such as {@code feral-hogs=true}
     */
    @Override
    public String toString() {
        return values.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(", "));
    }
}
