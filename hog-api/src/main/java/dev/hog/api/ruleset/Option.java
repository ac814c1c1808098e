package dev.hog.api.ruleset;

import dev.hog.api.API;
import dev.hog.api.HogException;
import dev.hog.api.internal.Preconditions;
import java.util.List;
import java.util.Objects;

/**
 * An option a ruleset declares, such as su20's {@code feral-hogs} (a flag, on by default) or sp24's {@code update}
 * (a choice of {@code sus} or {@code simple}). Made by {@link #flag} and {@link #choice}.
 *
 * <p>Values are kept as their canonical text: {@code "true"} and {@code "false"} for flags, the chosen word for
 * choices.
 *
 * <p>Immutable and thread-safe; equal when every part is. A class with factories rather than a record, so that it
 * can gain parts without breaking the code that makes one.
 */
@API(status = API.Status.STABLE, since = "1.0")
public final class Option {
    /** The kinds of option values. */
    public enum Type {
        /** {@code true} or {@code false}. */
        BOOLEAN,
        /** One word from a fixed list. */
        CHOICE
    }

    private final String name;
    private final Type type;
    private final String defaultValue;
    private final List<String> allowedValues;
    private final String description;

    private Option(String name, Type type, String defaultValue, List<String> allowedValues, String description) {
        this.type = Objects.requireNonNull(type, "type");
        this.description = Objects.requireNonNull(description, "description");
        this.allowedValues = List.copyOf(Objects.requireNonNull(allowedValues, "allowedValues"));
        if (name == null || !name.matches("[a-z][a-z0-9-]*")) {
            throw new IllegalArgumentException("An option name is lower case letters, digits and '-', not " + name);
        }
        this.name = name;
        if (!this.allowedValues.contains(defaultValue)) {
            throw new IllegalArgumentException("Option " + name + ": default " + defaultValue
                    + " is not one of " + this.allowedValues);
        }
        this.defaultValue = defaultValue;
    }

    /**
     * A flag: {@code true} or {@code false}.
     *
     * @param name the name
     * @param defaultValue its default
     * @param description what it changes
     * @return the option
     * @throws IllegalArgumentException if the name is not lower case letters, digits and dashes
     * @throws NullPointerException if the description is {@code null}
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
     * @throws IllegalArgumentException if the name is not lower case letters, digits and dashes, or the default is
     *     not one of the allowed values
     * @throws NullPointerException if a part is {@code null}
     */
    public static Option choice(String name, String defaultValue, List<String> allowedValues, String description) {
        return new Option(name, Type.CHOICE, defaultValue, allowedValues, description);
    }

    /**
     * The option's name.
     *
     * @return the name, lower case with dashes
     */
    public String name() {
        return name;
    }

    /**
     * What kind of value the option takes.
     *
     * @return the type
     */
    public Type type() {
        return type;
    }

    /**
     * The option's value when none is given.
     *
     * @return the canonical text of the default
     */
    public String defaultValue() {
        return defaultValue;
    }

    /**
     * Every value the option accepts.
     *
     * @return an unmodifiable list of canonical texts
     */
    public List<String> allowedValues() {
        return allowedValues;
    }

    /**
     * What the option changes.
     *
     * @return the description
     */
    public String description() {
        return description;
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
        return value instanceof String text ? "'" + Preconditions.shortened(text) + "'"
                : Preconditions.shortened(String.valueOf(value)) + " (" + value.getClass().getSimpleName() + ")";
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Option that && name.equals(that.name) && type == that.type
                && defaultValue.equals(that.defaultValue) && allowedValues.equals(that.allowedValues)
                && description.equals(that.description);
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, type, defaultValue, allowedValues, description);
    }

    @Override
    public String toString() {
        return name + "=" + defaultValue + " (" + String.join("|", allowedValues) + ")";
    }
}
