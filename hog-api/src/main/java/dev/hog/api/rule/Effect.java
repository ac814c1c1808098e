package dev.hog.api.rule;

import dev.hog.api.API;
import java.util.Objects;

/**
 * A rule that fired on a turn, with what players are told: {@code "Swine Swap! Scores swapped."}.
 *
 * <p>Immutable and thread-safe; equal when the rule's names and the messages are.
 */
@API(status = API.Status.STABLE, since = "1.0")
public final class Effect {
    private final String rule;
    private final String message;

    private Effect(String rule, String message) {
        this.rule = rule;
        this.message = message;
    }

    /**
     * An effect.
     *
     * @param rule the rule's name, such as {@code "Swine Swap"}
     * @param message what happened, without the rule's name, such as {@code "Scores swapped."}
     * @return the effect
     * @throws NullPointerException if either part is {@code null}
     */
    @API(status = API.Status.STABLE, since = "2.0")
    public static Effect of(String rule, String message) {
        return new Effect(Objects.requireNonNull(rule, "rule"), Objects.requireNonNull(message, "message"));
    }

    /**
     * The rule's name.
     *
     * @return the name, such as {@code "Swine Swap"}
     */
    public String rule() {
        return rule;
    }

    /**
     * What happened, without the rule's name.
     *
     * @return the message, such as {@code "Scores swapped."}
     */
    public String message() {
        return message;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Effect that && rule.equals(that.rule) && message.equals(that.message);
    }

    @Override
    public int hashCode() {
        return 31 * rule.hashCode() + message.hashCode();
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
