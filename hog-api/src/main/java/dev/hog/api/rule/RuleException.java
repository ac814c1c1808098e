package dev.hog.api.rule;

import dev.hog.api.API;
import dev.hog.api.HogException;
import java.io.Serial;
import java.util.Optional;

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
    /** The id of the ruleset the rule was in force in, or {@code null}. */
    private final String ruleset;

    /**
     * Creates the exception.
     *
     * @param rule the name of the rule that broke its contract
     * @param message what it did, and what it should have done
     */
    public RuleException(String rule, String message) {
        this(rule, null, message, null);
    }

    /**
     * Creates the exception with its cause, such as an exception the rule threw.
     *
     * @param rule the name of the rule that broke its contract
     * @param message what it did, and what it should have done
     * @param cause the underlying failure
     */
    public RuleException(String rule, String message, Throwable cause) {
        this(rule, null, message, cause);
    }

    /**
     * Creates the exception, naming the ruleset the rule was in force in.
     *
     * @param rule the name of the rule that broke its contract
     * @param ruleset the ruleset's id, or {@code null} if not known
     * @param message what it did, and what it should have done
     * @param cause the underlying failure, or {@code null}
     */
    public RuleException(String rule, String ruleset, String message, Throwable cause) {
        super(message, cause);
        this.rule = rule;
        this.ruleset = ruleset;
    }

    /**
     * The name of the rule that broke its contract.
     *
     * @return the rule's name
     */
    public String rule() {
        return rule;
    }

    /**
     * The id of the ruleset the rule was in force in, so that a host can say which plugin it came from.
     *
     * @return the ruleset's id, or empty if not known
     */
    public Optional<String> ruleset() {
        return Optional.ofNullable(ruleset);
    }
}
