package dev.hog.api;

import java.io.Serial;

/**
 * A caller's mistake that the caller can fix: an unknown ruleset or option, an option value of the wrong type, a
 * strategy that chose an impossible or forbidden number of dice, a negative start score, a file or save that is not
 * what it should be.
 *
 * <p>The message always says what was wrong and what would have been right, so that tools can show it as it is,
 * without a stack trace.
 *
 * <p>The SDK fails in three ways, each its own exception: a caller's mistake is a {@code HogException}; a ruleset
 * whose code breaks its contract raises {@link dev.hog.api.rule.RuleException}, naming the rule; and the engine
 * stopping short of an answer at one of its limits (a game that does not end, values that do not settle, an
 * interruption) raises {@link EngineLimitException}. None of the three extends another, so that a catch of one
 * never takes in the others. Programming errors, such as {@code null} arguments, raise the JDK's usual exceptions.
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
