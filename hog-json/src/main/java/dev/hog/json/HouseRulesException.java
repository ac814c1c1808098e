package dev.hog.json;

import dev.hog.api.API;
import dev.hog.api.HogException;
import java.io.Serial;

/**
 * A mistake in {@link HouseRules}, with where in the data it is, so that a reader of a file can point at its line.
 */
@API(status = API.Status.EXPERIMENTAL, since = "1.0")
public final class HouseRulesException extends HogException {
    @Serial
    private static final long serialVersionUID = 1L;

    /** Where the mistake is. */
    private final String path;

    /**
     * Creates the exception.
     *
     * @param path where the mistake is, as keys and list indexes: {@code rules[2].sides}, or empty for the whole
     * @param message what was wrong and what would be right
     */
    public HouseRulesException(String path, String message) {
        super(message);
        this.path = path;
    }

    /**
     * Where the mistake is.
     *
     * @return such as {@code rules[2].sides}, {@code baseline}, or empty for the house rules as a whole
     */
    public String path() {
        return path;
    }
}
