package dev.hog.json.internal;

import dev.hog.api.HogException;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetRegistry;
import dev.hog.json.HouseRules;
import dev.hog.json.HouseRulesException;
import java.util.Map;

/**
 * Composes house rules written in a YAML document, with mistakes at their line and column: for
 * {@link dev.hog.json.HouseRulesReader}, whether the rules are the whole document or written inline under one of its
 * keys, as the {@code hog} command's configuration allows.
 *
 * <p>Internal: not exported by the module; it may change in any release.
 */
public final class LocatedHouseRules {
    private LocatedHouseRules() {
    }

    /**
     * Composes the house rules at a path of a document.
     *
     * @param tree the document
     * @param prefix the key of the house rules, such as {@code ruleset}, or empty for the whole document
     * @param name what messages call the document
     * @param registry the rulesets the rules come from; the id must not be one of them
     * @return the ruleset
     * @throws HogException {@code NAME:LINE:COL: message} at the place of a mistake
     */
    @SuppressWarnings("unchecked")
    public static Ruleset compose(LocatedTree tree, String prefix, String name, RulesetRegistry registry) {
        Object spec = prefix.isEmpty() ? tree.value()
                : tree.value() instanceof Map<?, ?> document ? document.get(prefix) : null;
        if (!(spec instanceof Map<?, ?> map)) {
            throw located(tree, prefix, name, "house rules are a mapping with id, rules and the other keys: "
                    + String.join(", ", HouseRules.KEYS));
        }
        Ruleset ruleset;
        try {
            ruleset = HouseRules.compose((Map<String, ?>) map, registry);
        } catch (HouseRulesException e) {
            throw located(tree, join(prefix, e.path()), name, e.getMessage());
        }
        if (registry.find(ruleset.id()).isPresent()) {
            Ruleset taken = registry.get(ruleset.id());
            throw located(tree, join(prefix, "id"), name, "ruleset id '" + ruleset.id() + "' is taken by "
                    + registry.entry(ruleset.id()).origin() + (taken.id().equals(ruleset.id()) ? ""
                            : " (as an alias of " + taken.id() + ")") + "; rename one of them");
        }
        return ruleset;
    }

    private static String join(String prefix, String path) {
        return prefix.isEmpty() ? path : path.isEmpty() ? prefix : prefix + "." + path;
    }

    private static HogException located(LocatedTree tree, String path, String name, String message) {
        int[] at = tree.place(path);
        return new HogException(name + (at[0] > 0 ? ":" + at[0] + ":" + at[1] : "") + ": " + message);
    }
}
