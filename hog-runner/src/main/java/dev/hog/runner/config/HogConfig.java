package dev.hog.runner.config;

import java.util.List;
import java.util.Map;

/**
 * The {@code hog} command's YAML configuration. Every key is optional; a key a file leaves out keeps the value of the
 * configuration beneath it (the bundled defaults).
 *
 * @param ruleset the ruleset's id, or house rules written inline (a mapping, see {@link dev.hog.json.HouseRules})
 * @param options the ruleset's option values, by option name
 * @param goal the goal score
 * @param start the two start scores
 * @param seed the seed of the fair dice, for games that repeat
 * @param players the two players
 * @param commentary what the commentary says: {@code scores}, {@code lead-changes}, {@code highest}
 * @param source where the configuration came from, for messages
 */
public record HogConfig(Located<Object> ruleset, Map<String, Located<Object>> options, Located<Integer> goal,
        Located<List<Integer>> start, Located<Long> seed, Located<List<PlayerConfig>> players,
        List<Located<String>> commentary, String source) {
    /** The keys the configuration takes, in the order the documentation gives them. */
    public static final List<String> KEYS =
            List.of("ruleset", "options", "goal", "start", "seed", "players", "commentary");

    /** The commentary a configuration can ask for. */
    public static final List<String> COMMENTARY = List.of("scores", "lead-changes", "highest");

    /**
     * This configuration with the keys another one gives replaced by that one's values.
     *
     * @param over the configuration on top
     * @return the combined configuration
     */
    public HogConfig overlay(HogConfig over) {
        return new HogConfig(
                over.ruleset != null ? over.ruleset : ruleset,
                over.options != null ? over.options : options,
                over.goal != null ? over.goal : goal,
                over.start != null ? over.start : start,
                over.seed != null ? over.seed : seed,
                over.players != null ? over.players : players,
                over.commentary != null ? over.commentary : commentary,
                over.source);
    }

    /**
     * The same configuration read from a named source.
     *
     * @param name the source's name, such as a file path
     * @return the configuration
     */
    HogConfig from(String name) {
        return new HogConfig(ruleset, options, goal, start, seed, players, commentary, name);
    }

    /**
     * The same configuration with another ruleset, written at the same place.
     *
     * @param id the ruleset's id
     * @return the configuration
     */
    public HogConfig withRuleset(String id) {
        return new HogConfig(new Located<>(id, ruleset.line(), ruleset.column()), options, goal, start, seed, players,
                commentary, source);
    }
}
