/**
 * The Hog SDK API: rules, rulesets and their discovery, dice, strategies, the game engine and commentary.
 *
 * <p>This module depends on nothing outside the JDK. Fair dice use the JDK's {@code Xoroshiro128PlusPlus} generator,
 * which {@code java.base} finds as a service of the {@code jdk.random} module; a jlink image must keep that module.
 * Ruleset plugins provide {@link dev.hog.api.RulesetProvider} implementations; {@link dev.hog.api.RulesetRegistry}
 * finds them.
 *
 * <p>{@code dev.hog.api} is the API, every type marked {@link dev.hog.api.API stable or experimental}. The turn kernel
 * behind the engine, {@code dev.hog.api.internal}, is not exported.
 */
module dev.hog.api {
    exports dev.hog.api;

    uses dev.hog.api.RulesetProvider;
}
