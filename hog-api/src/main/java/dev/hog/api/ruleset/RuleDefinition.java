package dev.hog.api.ruleset;

import dev.hog.api.API;
import dev.hog.api.HogException;
import dev.hog.api.rule.Rule;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * A rule as a ruleset offers it to others, by id and with whole-number parameters, so that house rules can take it:
 * su15's Hog Wild is {@code su15/hog-wild}, with {@code sides} (4) and {@code multiple} (7). Every rule of a ruleset
 * has a definition: the ruleset declares one for a rule with parameters ({@link Ruleset.Builder#ruleDefinition}), and
 * any other rule is offered as it is, under the id of its name ({@link #idOf}).
 *
 * <p>Immutable and thread-safe.
 */
@API(status = API.Status.EXPERIMENTAL, since = "1.0")
public final class RuleDefinition {
    private final String id;
    private final String description;
    private final List<StrategyParameter> parameters;
    private final Function<Map<String, Integer>, Rule> factory;

    private RuleDefinition(String id, String description, List<StrategyParameter> parameters,
            Function<Map<String, Integer>, Rule> factory) {
        if (id == null || !id.matches("[a-z0-9][a-z0-9-]*")) {
            throw new IllegalArgumentException("A rule id is lower case letters, digits and '-', not " + id);
        }
        this.id = id;
        this.description = Objects.requireNonNull(description, "description");
        this.parameters = List.copyOf(parameters);
        this.factory = Objects.requireNonNull(factory, "factory");
        if (this.parameters.stream().map(StrategyParameter::name).distinct().count() != this.parameters.size()) {
            throw new IllegalArgumentException("Rule " + id + " declares a parameter twice: " + parameters);
        }
    }

    /**
     * Defines a rule with parameters.
     *
     * @param id the rule's id within its ruleset, such as {@code hog-wild}
     * @param description what the rule does, with its parameters
     * @param parameters the parameters, each a whole number with a default and a range
     * @param factory builds the rule from a value for every parameter, by name
     * @return the definition
     * @throws IllegalArgumentException if the id is not lower case letters, digits and '-', or a parameter is
     *     declared twice
     */
    public static RuleDefinition of(String id, String description, List<StrategyParameter> parameters,
            Function<Map<String, Integer>, Rule> factory) {
        return new RuleDefinition(id, description, parameters, factory);
    }

    /**
     * Offers a rule as it is, without parameters, under the id of its name.
     *
     * @param rule the rule
     * @return the definition
     */
    public static RuleDefinition of(Rule rule) {
        return new RuleDefinition(idOf(rule.name()), rule.description(), List.of(), values -> rule);
    }

    /**
     * The id of a rule's name: lower case, with a dash between words ({@code "Hog Wild"} is {@code hog-wild}).
     *
     * @param name a rule's name
     * @return the id
     */
    public static String idOf(String name) {
        String id = name.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-+|-+$", "");
        return id.isEmpty() ? "rule" : id;
    }

    /**
     * The rule's id within its ruleset.
     *
     * @return the id, such as {@code hog-wild}
     */
    public String id() {
        return id;
    }

    /**
     * What the rule does.
     *
     * @return the description
     */
    public String description() {
        return description;
    }

    /**
     * The parameters, in their listed order.
     *
     * @return the parameters, empty for a rule offered as it is
     */
    public List<StrategyParameter> parameters() {
        return parameters;
    }

    /**
     * The rule with some parameters given; the others take their defaults.
     *
     * @param arguments values by parameter name
     * @return the rule
     * @throws HogException if a name is not a parameter of this rule or a value is out of range; the message lists
     *     the parameters
     */
    public Rule create(Map<String, Integer> arguments) {
        for (String given : arguments.keySet()) {
            if (parameters.stream().noneMatch(parameter -> parameter.name().equals(given))) {
                throw new HogException("Rule " + id + " has no parameter '" + given + "'; "
                        + (parameters.isEmpty() ? "it takes none" : "its parameters are " + describeParameters()));
            }
        }
        Map<String, Integer> values = new LinkedHashMap<>();
        for (StrategyParameter parameter : parameters) {
            int value = arguments.getOrDefault(parameter.name(), parameter.defaultValue());
            if (value < parameter.min() || value > parameter.max()) {
                throw new HogException("Rule " + id + ": " + parameter.name() + " must be from " + parameter.min()
                        + " to " + parameter.max() + ", not " + value);
            }
            values.put(parameter.name(), value);
        }
        return Objects.requireNonNull(factory.apply(Map.copyOf(values)), "rule factory result");
    }

    /**
     * The parameters as a listing shows them.
     *
     * @return such as {@code sides=4 (2..100), multiple=7 (1..100)}, or an empty string
     */
    public String describeParameters() {
        return parameters.stream().map(StrategyParameter::toString).collect(Collectors.joining(", "));
    }

    @Override
    public String toString() {
        return parameters.isEmpty() ? id : id + " [" + describeParameters() + "]";
    }
}
