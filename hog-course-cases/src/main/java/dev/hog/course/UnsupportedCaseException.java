package dev.hog.course;

import dev.hog.api.API;
import java.io.Serial;

/**
 * A course case uses Python the {@link CaseInterpreter} does not run (a {@code def}, a {@code lambda}, a loop), or a
 * course function nobody bound. Such cases are tested by hand.
 */
@API(status = API.Status.EXPERIMENTAL, since = "1.0")
public final class UnsupportedCaseException extends RuntimeException {
    @Serial
    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception.
     *
     * @param message what is not supported
     */
    public UnsupportedCaseException(String message) {
        super(message);
    }
}
