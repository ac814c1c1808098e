package dev.hog.runner.config;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;

/**
 * A configuration value with where it was written, so that a value that reads well but means nothing (an unknown
 * ruleset, an option the ruleset lacks) is reported at its place in the file.
 *
 * @param value the value
 * @param line its line, from 1
 * @param column its column, from 1
 * @param <T> the value's type
 */
@JsonDeserialize(using = LocatedDeserializer.class)
public record Located<T>(T value, int line, int column) {
    /**
     * A value given somewhere other than a file, such as on the command line.
     *
     * @param value the value
     * @param <T> its type
     * @return the value, at line and column 0
     */
    public static <T> Located<T> unplaced(T value) {
        return new Located<>(value, 0, 0);
    }
}
