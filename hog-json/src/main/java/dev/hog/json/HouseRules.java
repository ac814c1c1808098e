package dev.hog.json;

import dev.hog.api.API;
import dev.hog.api.HogException;
import dev.hog.api.game.Strategy;
import dev.hog.api.rule.RollRule;
import dev.hog.api.rule.Rule;
import dev.hog.api.rule.RuleException;
import dev.hog.api.rule.ZeroDiceRule;
import dev.hog.api.ruleset.RuleDefinition;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetRegistry;
import dev.hog.api.ruleset.StrategyDefinition;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * House rules: a ruleset composed from the rules of other rulesets, written as data. The data is a map, as a YAML
 * or JSON document reads:
 * <pre>
 * id: wild-bacon
 * name: Wild Bacon
 * goal: 100
 * max-dice: 10
 * rules: [su20/pig-out, su20/free-bacon, {rule: su15/hog-wild, sides: 4, multiple: 7}, su20/swine-swap]
 * baseline: always:6
 * </pre>
 * {@code id} and {@code rules} are required; {@code name}, {@code description}, {@code goal} (100),
 * {@code max-dice} (10), {@code sides} (6), {@code baseline} ({@code always:N}, or a ruleset's named strategy as
 * {@code RULESET/NAME[:k=v,...]}; {@code always:5} by default), {@code strategies} (named strategies to offer, as
 * {@code RULESET/NAME}) and {@code wins} (see below) are optional. A rule is {@code RULESET/RULE}, or a map with
 * {@code rule: RULESET/RULE} and values for the rule's parameters.
 *
 * <p>Rules apply in the API's order of a turn's hooks (die size, roll or zero dice, bonus, after the turn, extra
 * turn, memory), whatever the order of the list; rules of the same hook apply in the list's order. Two rules that
 * decide the same thing (two roll scorings, two zero-dice rules) are a mistake naming both, unless {@code wins} names
 * the one to keep: {@code wins: [su15/free-bacon]}.
 *
 * <p>Every mistake is a {@link HouseRulesException} naming where in the data it is ({@code rules[2].sides}), so a
 * reader of a file can point at its line.
 */
@API(status = API.Status.EXPERIMENTAL, since = "1.0")
public final class HouseRules {
    /** The keys house rules take, in the order the documentation gives them. */
    public static final List<String> KEYS = List.of("id", "name", "description", "goal", "max-dice", "sides", "rules",
            "wins", "baseline", "strategies");

    private HouseRules() {
    }

    /**
     * Composes a ruleset.
     *
     * @param spec the house rules, as a map of the keys above
     * @param registry where the rulesets named by the rules are found
     * @return the ruleset
     * @throws HouseRulesException naming the place and what is wrong: an unknown key, a value of the wrong type, an
     *     unknown ruleset, rule, parameter or strategy, a parameter out of range, a rule given twice, two rules that
     *     decide the same thing
     */
    public static Ruleset compose(Map<String, ?> spec, RulesetRegistry registry) {
        Objects.requireNonNull(spec, "spec");
        Objects.requireNonNull(registry, "registry");
        for (String key : spec.keySet()) {
            if (!KEYS.contains(key)) {
                throw new HouseRulesException(key, "unknown key '" + key + "'; house rules take "
                        + String.join(", ", KEYS));
            }
        }
        String id = text(spec, "id", null);
        if (id == null) {
            throw new HouseRulesException("", "house rules need an id, such as id: wild-bacon");
        }
        Ruleset.Builder builder;
        try {
            builder = Ruleset.builder(id);
        } catch (HogException e) {
            throw new HouseRulesException("id", e.getMessage());
        }
        String name = text(spec, "name", null);
        if (name != null) {
            builder.name(name);
        }
        String description = text(spec, "description", null);
        builder.description(description != null ? description : "House rules.");
        int goal = whole(spec, "goal", 100);
        int maxDice = whole(spec, "max-dice", 10);
        int sides = whole(spec, "sides", 6);
        set("goal", () -> builder.goal(goal));
        set("max-dice", () -> builder.maxDice(maxDice));
        set("sides", () -> builder.sides(sides));
        List<Chosen> rules = rules(spec.get("rules"), registry);
        Set<String> wins = addresses(spec.get("wins"), "wins");
        for (String winner : wins) {
            if (rules.stream().noneMatch(rule -> rule.address.equals(winner))) {
                throw new HouseRulesException("wins", "wins names " + winner + ", which is not one of the rules");
            }
        }
        List<Chosen> kept = settle(rules, wins);
        kept.forEach(rule -> builder.rule(rule.rule));
        builder.baseline(baseline(spec.get("baseline"), registry, maxDice));
        for (String strategy : addresses(spec.get("strategies"), "strategies")) {
            String[] parts = strategy.split("/", 2);
            Ruleset from = ruleset(parts[0], registry, "strategies");
            StrategyDefinition definition = from.strategyDefinition(parts[1]).orElseThrow(() ->
                    new HouseRulesException("strategies", "ruleset " + from.id() + " has no strategy '" + parts[1]
                            + "'; its strategies are " + names(from)));
            try {
                builder.strategy(definition);
            } catch (IllegalArgumentException e) {
                throw new HouseRulesException("strategies", e.getMessage());
            }
        }
        try {
            return builder.build();
        } catch (HogException | RuleException e) {
            throw new HouseRulesException("rules", e.getMessage());
        }
    }

    /** A rule of the list: where it came from, where it is in the list, and the rule. */
    private record Chosen(String address, String path, Rule rule) {
    }

    private static List<Chosen> rules(Object value, RulesetRegistry registry) {
        if (value == null) {
            throw new HouseRulesException("rules", "house rules need rules, such as rules: [su20/pig-out,"
                    + " su20/free-bacon]");
        }
        if (!(value instanceof List<?> list)) {
            throw new HouseRulesException("rules", "rules is a list of rules such as su20/pig-out, not "
                    + describe(value));
        }
        List<Chosen> rules = new ArrayList<>();
        Set<String> seen = new LinkedHashSet<>();
        for (int i = 0; i < list.size(); i++) {
            String path = "rules[" + i + "]";
            Object entry = list.get(i);
            String address;
            Map<String, Integer> arguments = new LinkedHashMap<>();
            if (entry instanceof String text) {
                address = text.strip();
            } else if (entry instanceof Map<?, ?> map) {
                Object rule = map.get("rule");
                if (!(rule instanceof String text)) {
                    throw new HouseRulesException(path, "a rule with parameters is {rule: RULESET/RULE, parameter:"
                            + " value, ...}, such as {rule: su15/hog-wild, sides: 4}; " + (rule == null
                            ? "this one has no rule" : "its rule is " + describe(rule)));
                }
                address = text.strip();
                for (Map.Entry<?, ?> parameter : map.entrySet()) {
                    if (parameter.getKey().equals("rule")) {
                        continue;
                    }
                    if (!(parameter.getValue() instanceof Integer number)) {
                        throw new HouseRulesException(path + "." + parameter.getKey(), "parameter "
                                + parameter.getKey() + " is a whole number, not " + describe(parameter.getValue()));
                    }
                    arguments.put(String.valueOf(parameter.getKey()), number);
                }
            } else {
                throw new HouseRulesException(path, "a rule is RULESET/RULE, such as su20/pig-out, or a map with"
                        + " rule: and its parameters; not " + describe(entry));
            }
            RuleDefinition definition = definition(address, registry, path);
            if (!seen.add(address)) {
                throw new HouseRulesException(path, address + " is in the rules twice");
            }
            Rule rule;
            try {
                rule = definition.create(arguments);
            } catch (HogException e) {
                throw new HouseRulesException(path, e.getMessage());
            }
            rules.add(new Chosen(address, path, rule));
        }
        return rules;
    }

    private static RuleDefinition definition(String address, RulesetRegistry registry, String path) {
        String[] parts = address.split("/", -1);
        if (parts.length != 2 || parts[0].isBlank() || parts[1].isBlank()) {
            throw new HouseRulesException(path, "a rule is RULESET/RULE, such as su20/free-bacon; not '" + address
                    + "'");
        }
        Ruleset from = ruleset(parts[0], registry, path);
        return from.ruleDefinition(parts[1]).orElseThrow(() -> new HouseRulesException(path, "ruleset " + from.id()
                + " has no rule '" + parts[1] + "'; its rules are " + String.join(", ", from.ruleDefinitions()
                        .stream().map(RuleDefinition::id).toList())));
    }

    private static Ruleset ruleset(String id, RulesetRegistry registry, String path) {
        try {
            return registry.get(id);
        } catch (HogException e) {
            throw new HouseRulesException(path, e.getMessage());
        }
    }

    /**
     * The rules to keep: two rules that decide the same thing are a mistake, unless one of them wins.
     */
    private static List<Chosen> settle(List<Chosen> rules, Set<String> wins) {
        List<Chosen> kept = new ArrayList<>(rules);
        for (Class<? extends Rule> kind : List.of(RollRule.class, ZeroDiceRule.class)) {
            List<Chosen> deciding = rules.stream().filter(rule -> kind.isInstance(rule.rule)).toList();
            if (deciding.size() < 2) {
                continue;
            }
            List<Chosen> winners = deciding.stream().filter(rule -> wins.contains(rule.address)).toList();
            String what = kind == RollRule.class ? "score a roll" : "score zero dice";
            String names = String.join(" and ", deciding.stream().map(Chosen::address).toList());
            if (winners.size() != 1) {
                throw new HouseRulesException(deciding.get(1).path, names + " both " + what + "; keep one, or name"
                        + " the one that wins, such as wins: [" + deciding.get(0).address + "]");
            }
            deciding.stream().filter(rule -> rule != winners.get(0)).forEach(kept::remove);
        }
        return kept;
    }

    private static Set<String> addresses(Object value, String key) {
        Set<String> addresses = new LinkedHashSet<>();
        if (value == null) {
            return addresses;
        }
        if (!(value instanceof List<?> list)) {
            throw new HouseRulesException(key, key + " is a list such as [su20/free-bacon], not " + describe(value));
        }
        for (int i = 0; i < list.size(); i++) {
            if (!(list.get(i) instanceof String text) || !text.strip().matches("[^/\\s]+/[^/\\s]+")) {
                throw new HouseRulesException(key + "[" + i + "]", key + " lists RULESET/NAME, such as"
                        + " su20/bacon; not " + describe(list.get(i)));
            }
            addresses.add(text.strip());
        }
        return addresses;
    }

    private static Strategy baseline(Object value, RulesetRegistry registry, int maxDice) {
        if (value == null) {
            return Strategy.alwaysRoll(Math.min(5, maxDice));
        }
        if (!(value instanceof String text)) {
            throw new HouseRulesException("baseline", "baseline is a strategy such as always:6 or su20/bacon, not "
                    + describe(value));
        }
        String spec = text.strip();
        try {
            if (spec.startsWith("always:")) {
                int dice = Integer.parseInt(spec.substring("always:".length()).strip());
                if (dice < 0 || dice > maxDice) {
                    throw new HogException("always:N needs a number of dice from 0 to " + maxDice + "; not " + spec);
                }
                return Strategy.alwaysRoll(dice);
            }
            int slash = spec.indexOf('/');
            if (slash <= 0) {
                throw new HogException("baseline is always:N or RULESET/STRATEGY, such as su20/bacon; not '" + spec
                        + "'");
            }
            return ruleset(spec.substring(0, slash), registry, "baseline").strategy(spec.substring(slash + 1));
        } catch (NumberFormatException e) {
            throw new HouseRulesException("baseline", "always:N needs a whole number of dice, not " + spec);
        } catch (HogException e) {
            throw e instanceof HouseRulesException located ? located
                    : new HouseRulesException("baseline", e.getMessage());
        }
    }

    private static void set(String key, Runnable setting) {
        try {
            setting.run();
        } catch (IllegalArgumentException | HogException e) {
            throw new HouseRulesException(key, e.getMessage());
        }
    }

    private static String text(Map<String, ?> spec, String key, String otherwise) {
        Object value = spec.get(key);
        if (value == null) {
            return otherwise;
        }
        if (!(value instanceof String text)) {
            throw new HouseRulesException(key, key + " is text, not " + describe(value));
        }
        return text;
    }

    private static int whole(Map<String, ?> spec, String key, int otherwise) {
        Object value = spec.get(key);
        if (value == null) {
            return otherwise;
        }
        if (!(value instanceof Integer number)) {
            throw new HouseRulesException(key, key + " is a whole number, not " + describe(value));
        }
        return number;
    }

    private static String names(Ruleset ruleset) {
        return ruleset.strategies().isEmpty() ? "none" : String.join(", ", ruleset.strategies().stream()
                .map(StrategyDefinition::name).toList());
    }

    private static String describe(Object value) {
        if (value instanceof String text) {
            return "the text '" + text + "'";
        }
        if (value instanceof List<?>) {
            return "a list";
        }
        if (value instanceof Map<?, ?>) {
            return "a map";
        }
        return String.valueOf(value);
    }
}
