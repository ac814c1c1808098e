package dev.hog.runner.config;

import java.io.Serial;

/**
 * A configuration that cannot be used, with where and why: {@code hog.yaml:3:7: goal must be a whole number}.
 */
public final class ConfigException extends RuntimeException {
    @Serial
    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception for a place in a file.
     *
     * @param source the file
     * @param line the line, from 1, or 0 if not known
     * @param column the column, from 1, or 0 if not known
     * @param message what was wrong and what would be right
     */
    public ConfigException(String source, int line, int column, String message) {
        super(line > 0 ? source + ":" + line + ":" + column + ": " + message : source + ": " + message);
    }

    /**
     * Creates the exception for a located value.
     *
     * @param source the file the value came from
     * @param at the value
     * @param message what was wrong and what would be right
     */
    public ConfigException(String source, Located<?> at, String message) {
        this(source, at.line(), at.column(), message);
    }

    /**
     * Creates the exception for a place.
     *
     * @param source the file
     * @param at the line and column, from 1, or {@code {0, 0}} if not known
     * @param message what was wrong and what would be right
     */
    public ConfigException(String source, int[] at, String message) {
        this(source, at[0], at[1], message);
    }
}
