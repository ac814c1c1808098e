package dev.hog.api;

import java.io.Serial;

/**
 * A mistake in how the game was set up or played that the user can fix: an unknown ruleset or option, an option
 * value of the wrong type, a strategy that chose an impossible number of dice, a negative start score.
 *
 * <p>The message always says what was wrong and what would have been right, so that tools can show it as it is,
 * without a stack trace.
 */
@API(status = API.Status.STABLE, since = "1.0")
public class HogException extends RuntimeException {
    @Serial
    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception.
     *
     * @param message what was wrong and what is allowed
     */
    public HogException(String message) {
        super(message);
    }

    /**
     * Creates the exception with its cause.
     *
     * @param message what was wrong and what is allowed
     * @param cause the underlying failure
     */
    public HogException(String message, Throwable cause) {
        super(message, cause);
    }
}
