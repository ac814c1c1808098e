package dev.hog.api;

import java.io.Serial;

/**
 * The engine stopped short of an answer, though nothing it was given was wrong by itself: a game that did not end
 * within the engine's turn limit, exact values that did not settle within their iteration limit, or work that was
 * interrupted.
 *
 * <p>This is the third of the SDK's three kinds of failure, beside a caller's mistake ({@link HogException}) and a
 * ruleset's fault ({@link dev.hog.api.rule.RuleException}). It is neither: asking again the same way gives the same
 * answer (or, once interrupted, may not), so a tool reports it as a failure of the request, not as a usage mistake
 * the user must correct, and not as a bug in a plugin. The message says which limit was reached and what would avoid
 * it, such as a smaller goal or strategies whose games end.
 */
@API(status = API.Status.STABLE, since = "2.0")
public class EngineLimitException extends RuntimeException {
    @Serial
    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception.
     *
     * @param message which limit was reached, and what would avoid it
     */
    public EngineLimitException(String message) {
        super(message);
    }

    /**
     * Creates the exception with its cause, such as the interruption that stopped the work.
     *
     * @param message which limit was reached, and what would avoid it
     * @param cause the underlying failure
     */
    public EngineLimitException(String message, Throwable cause) {
        super(message, cause);
    }
}
