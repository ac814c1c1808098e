package dev.hog.api;

import java.io.Serial;

/**
 * A rule broke its contract: it scored a negative number of points, remembered a value outside its memory, chose dice
 * with no sides, read the turn number without declaring its period, or threw. This is a fault in a ruleset's code, not
 * in how the game was set up, so it is not a {@link HogException}: tools report it with the rule and the ruleset it
 * came from, and the ruleset's author fixes it.
 */
@API(status = API.Status.STABLE, since = "1.0")
public class RuleException extends RuntimeException {
    @Serial
    private static final long serialVersionUID = 1L;

    /** The rule's name. */
    private final String rule;

    /**
     * Creates the exception.
     *
     * @param rule the name of the rule that broke its contract
     * @param message what it did, and what it should have done
     */
    public RuleException(String rule, String message) {
        super(message);
        this.rule = rule;
    }

    /**
     * Creates the exception with its cause, such as an exception the rule threw.
     *
     * @param rule the name of the rule that broke its contract
     * @param message what it did, and what it should have done
     * @param cause the underlying failure
     */
    public RuleException(String rule, String message, Throwable cause) {
        super(message, cause);
        this.rule = rule;
    }

    /**
     * The name of the rule that broke its contract.
     *
     * @return the rule's name
     */
    public String rule() {
        return rule;
    }
}
