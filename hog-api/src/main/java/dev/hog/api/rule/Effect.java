package dev.hog.api.rule;

import dev.hog.api.API;
import java.util.Objects;

/**
 * A rule that fired on a turn, with what players are told: {@code "Swine Swap! Scores swapped."}.
 *
 * @param rule the rule's name
 * @param message what happened, without the rule's name
 */
@API(status = API.Status.STABLE, since = "1.0")
public record Effect(String rule, String message) {
    /**
     * Checks that both parts are present.
     *
     * @param rule the rule's name
     * @param message what happened, without the rule's name
     * @throws NullPointerException if either part is {@code null}
     */
    public Effect {
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(message, "message");
    }

    /**
     * The effect as players read it.
     *
     * @return the rule's name, an exclamation mark and the message
     */
    @Override
    public String toString() {
        return rule + "! " + message;
    }
}
