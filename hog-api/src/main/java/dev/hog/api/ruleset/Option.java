package dev.hog.api.ruleset;

import dev.hog.api.API;
import dev.hog.api.HogException;
import java.util.List;
import java.util.Objects;

/**
 * An option a ruleset declares, such as su20's {@code feral-hogs} (a flag, on by default) or sp24's {@code update}
 * (a choice of {@code sus} or {@code simple}).
 *
 * <p>Values are kept as their canonical text: {@code "true"} and {@code "false"} for flags, the chosen word for
 * choices.
 *
 * @param name the option's name, lower case with dashes
 * @param type what kind of value it takes
 * @param defaultValue its value when none is given
 * @param allowedValues every value it accepts
 * @param description what it changes
 */
@API(status = API.Status.STABLE, since = "1.0")
public record Option(String name, Type type, String defaultValue, List<String> allowedValues, String description) {
    /** The kinds of option values. */
    public enum Type {
        /** {@code true} or {@code false}. */
        BOOLEAN,
        /** One word from a fixed list. */
        CHOICE
    }

    /**
     * Checks the declaration.
     *
     * @param name the option's name, lower case with dashes
     * @param type what kind of value it takes
     * @param defaultValue its value when none is given
     * @param allowedValues every value it accepts
     * @param description what it changes
     * @throws IllegalArgumentException if the name is not lower case with dashes, or the default is not allowed
     */
    public Option {
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(description, "description");
        allowedValues = List.copyOf(allowedValues);
        if (name == null || !name.matches("[a-z][a-z0-9-]*")) {
            throw new IllegalArgumentException("An option name is lower case letters, digits and '-', not " + name);
        }
        if (!allowedValues.contains(defaultValue)) {
            throw new IllegalArgumentException("Option " + name + ": default " + defaultValue
                    + " is not one of " + allowedValues);
        }
    }

    /**
     * A flag: {@code true} or {@code false}.
     *
     * @param name the name
     * @param defaultValue its default
     * @param description what it changes
     * @return the option
     */
    public static Option flag(String name, boolean defaultValue, String description) {
        return new Option(name, Type.BOOLEAN, String.valueOf(defaultValue), List.of("true", "false"), description);
    }

    /**
     * A choice of one word from a list.
     *
     * @param name the name
     * @param defaultValue its default, one of {@code allowedValues}
     * @param allowedValues the words it accepts
     * @param description what it changes
     * @return the option
     */
    public static Option choice(String name, String defaultValue, List<String> allowedValues, String description) {
        return new Option(name, Type.CHOICE, defaultValue, allowedValues, description);
    }

    /**
     * Checks a value and returns its canonical text. A flag takes a {@link Boolean} or the text {@code true} or
     * {@code false}; a choice takes one of its words.
     *
     * @param value the value, as typed or as read from a configuration file
     * @return the canonical text of the value
     * @throws HogException if the value is of the wrong type or not allowed
     */
    public String check(Object value) {
        Objects.requireNonNull(value, "value");
        if (value instanceof String text && allowedValues.contains(text)) {
            return text;
        }
        if (type == Type.BOOLEAN && value instanceof Boolean flag) {
            return flag.toString();
        }
        throw new HogException("Option " + name + " takes " + allowed() + ", not " + describe(value));
    }

    private String allowed() {
        return type == Type.BOOLEAN ? "true or false" : "one of " + String.join(", ", allowedValues);
    }

    private static String describe(Object value) {
        return value instanceof String ? "'" + value + "'" : value + " (" + value.getClass().getSimpleName() + ")";
    }

    @Override
    public String toString() {
        return name + "=" + defaultValue + " (" + String.join("|", allowedValues) + ")";
    }
}
