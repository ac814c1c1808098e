/**
 * The Hog SDK API: rules, rulesets and their discovery, dice, strategies, the game engine and commentary.
 *
 * <p>This module depends on nothing but {@code java.base}. Ruleset plugins provide
 * {@link dev.hog.api.RulesetProvider} implementations; {@link dev.hog.api.RulesetRegistry} finds them.
 */
module dev.hog.api {
    exports dev.hog.api;

    uses dev.hog.api.RulesetProvider;
}
