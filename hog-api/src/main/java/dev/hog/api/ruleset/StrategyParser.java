package dev.hog.api.ruleset;

import dev.hog.api.API;
import dev.hog.api.HogException;
import dev.hog.api.game.Strategy;
import dev.hog.api.rule.MoveRule;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The SDK's one grammar of strategy specs, as the command line, configurations, the web page and the course's protocol
 * write them: {@code KIND} or {@code KIND:ARGUMENTS}, where the kind says what the strategy is and the text after the
 * first colon configures it. A ruleset's parser knows
 * <ul>
 *   <li>{@code always:N}: always roll N dice, from 0 to the ruleset's maximum, or always make the move numbered N,
 *   such as {@code always:-1} for fa16's Pork Chop;</li>
 *   <li>{@code baseline}: the ruleset's baseline;</li>
 *   <li>{@code NAME} or {@code NAME:key=value,...}: one of the ruleset's named strategies, with some of its parameters
 *   given, such as {@code bacon} or {@code bacon:cutoff=9,rolls=5}.</li>
 * </ul>
 * A host adds kinds of its own with {@link #with(String, String, Function)}: the {@code hog} command adds
 * {@code human}, {@code table:FILE} and {@code optimal}. A kind the host adds takes precedence over a named strategy
 * of the same name.
 *
 * <p>Immutable and thread-safe if the kinds added are.
 */
@API(status = API.Status.STABLE, since = "1.0")
public final class StrategyParser {
    private final Ruleset ruleset;
    private final Map<String, Kind> added;

    private record Kind(String usage, Function<String, Strategy> make) {
    }

    private StrategyParser(Ruleset ruleset, Map<String, Kind> added) {
        this.ruleset = ruleset;
        this.added = added;
    }

    /**
     * The parser of a ruleset's specs: {@code always:N}, {@code baseline} and its named strategies.
     *
     * @param ruleset the ruleset
     * @return the parser
     */
    public static StrategyParser of(Ruleset ruleset) {
        return new StrategyParser(Objects.requireNonNull(ruleset, "ruleset"), Map.of());
    }

    /**
     * This parser with one more kind of spec.
     *
     * @param kind the kind, the part of a spec before its colon: lower case letters, digits and dashes
     * @param usage how the kind is written, for help and error messages, such as {@code table:FILE}
     * @param make makes the strategy from the text after the colon, empty when the spec has none; it throws
     *     {@link HogException} for arguments it does not take
     * @return a new parser
     * @throws IllegalArgumentException if the kind is not lower case letters, digits and dashes, is
     *     {@code always} or {@code baseline}, or is already added
     */
    public StrategyParser with(String kind, String usage, Function<String, Strategy> make) {
        Objects.requireNonNull(kind, "kind");
        if (!kind.matches("[a-z0-9][a-z0-9-]*") || kind.equals("always") || kind.equals("baseline")
                || added.containsKey(kind)) {
            throw new IllegalArgumentException("A new kind of strategy spec is lower case letters, digits and dashes,"
                    + " not always or baseline, and not one already added; not " + kind);
        }
        Map<String, Kind> more = new LinkedHashMap<>(added);
        more.put(kind, new Kind(Objects.requireNonNull(usage, "usage"), Objects.requireNonNull(make, "make")));
        return new StrategyParser(ruleset, Collections.unmodifiableMap(more));
    }

    /**
     * The kind of a spec: the part before its first colon, stripped.
     *
     * @param spec the spec
     * @return the kind, such as {@code bacon} for {@code bacon:cutoff=9}
     */
    public static String kindOf(String spec) {
        String text = Objects.requireNonNull(spec, "spec").strip();
        int colon = text.indexOf(':');
        return (colon < 0 ? text : text.substring(0, colon)).strip();
    }

    /**
     * Whether this parser knows a kind of spec.
     *
     * @param kind such as {@code always}, {@code bacon} or a kind added
     * @return whether {@link #parse(String)} takes specs of that kind
     */
    public boolean knows(String kind) {
        return kind.equals("always") || kind.equals("baseline") || added.containsKey(kind)
                || ruleset.strategyDefinition(kind).isPresent();
    }

    /**
     * Builds a strategy from a spec. {@code always:N} and a named strategy are named by their spec;
     * {@code baseline} is the ruleset's baseline itself.
     *
     * @param spec the spec
     * @return the strategy
     * @throws HogException if the spec does not parse or its kind is unknown; the message lists every form taken
     */
    public Strategy parse(String spec) {
        String text = Objects.requireNonNull(spec, "spec").strip();
        int colon = text.indexOf(':');
        String kind = kindOf(text);
        String arguments = colon < 0 ? "" : text.substring(colon + 1);
        Kind hosted = added.get(kind);
        if (hosted != null) {
            return Objects.requireNonNull(hosted.make().apply(arguments.strip()),
                    () -> "The strategy kind " + kind + " made no strategy of " + text);
        }
        if (kind.equals("always")) {
            return alwaysRoll(arguments.strip());
        }
        if (kind.equals("baseline")) {
            if (colon >= 0) {
                throw new HogException("Strategy baseline takes no parameters; not " + text);
            }
            return ruleset.baseline();
        }
        return ruleset.strategyDefinition(kind).orElseThrow(() -> new HogException("Unknown strategy '" + kind
                + "'; the strategies are " + String.join(", ", usages()))).create(arguments);
    }

    /**
     * Every form of spec this parser takes, for help and error messages: the ruleset's, then the kinds added.
     *
     * @return the forms, such as {@code always:N}, {@code baseline (always:6)}, {@code bacon[:cutoff=8,rolls=6]} and
     *     {@code table:FILE}
     */
    public List<String> usages() {
        List<String> usages = new ArrayList<>(List.of("always:N", "baseline (" + ruleset.baseline() + ")"));
        for (StrategyDefinition definition : ruleset.strategies()) {
            if (!added.containsKey(definition.name())) {
                usages.add(definition.name() + (definition.parameters().isEmpty() ? ""
                        : definition.parameters().stream().map(p -> p.name() + "=" + p.defaultValue())
                                .collect(Collectors.joining(",", "[:", "]"))));
            }
        }
        added.values().forEach(kind -> usages.add(kind.usage()));
        return List.copyOf(usages);
    }

    private Strategy alwaysRoll(String dice) {
        int maxDice = ruleset.maxDice();
        List<MoveRule> moves = ruleset.defaultGame().moves();
        try {
            int count = Integer.parseInt(dice);
            if (count >= 0 && count <= maxDice || moves.stream().anyMatch(move -> move.choice() == count)) {
                return Strategy.alwaysRoll(count);
            }
        } catch (NumberFormatException e) {
            // reported below, with what is allowed
        }
        String orMove = moves.stream().map(move -> ", or " + move.choice() + " for " + move.name())
                .collect(Collectors.joining());
        throw new HogException("always:N needs a number of dice from 0 to " + maxDice + orMove + ", such as always:"
                + Math.min(6, maxDice) + "; not always:" + dice);
    }

    @Override
    public String toString() {
        return "strategy specs of " + ruleset.id() + ": " + String.join(", ", usages());
    }
}
