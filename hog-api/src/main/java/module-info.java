/**
 * The Hog SDK API: what a rule plugin implements, the ruleset model and its provider SPI, the game model for
 * analysis, and the match engine that plays it.
 *
 * <p>This module depends on nothing outside the JDK. Fair dice use the JDK's {@code Xoroshiro128PlusPlus} generator,
 * which {@code java.base} finds as a service of the {@code jdk.random} module; a jlink image must keep that module.
 * Ruleset plugins provide {@link dev.hog.api.ruleset.RulesetProvider} implementations;
 * {@link dev.hog.api.ruleset.RulesetRegistry} finds them.
 *
 * <p>The exported packages depend on each other in one direction only: {@code play} on {@code ruleset}, {@code
 * ruleset} on {@code game}, {@code game} on {@code rule}, and all of them on {@code dev.hog.api}. Every exported type
 * is marked {@link dev.hog.api.API stable or experimental}. The turn kernel behind the engine and the analysis
 * helpers, {@code dev.hog.api.internal}, are {@link dev.hog.api.API.Status#INTERNAL} and for the SDK's own modules
 * only: they may change in any release.
 */
module dev.hog.api {
    exports dev.hog.api;
    exports dev.hog.api.rule;
    exports dev.hog.api.game;
    exports dev.hog.api.ruleset;
    exports dev.hog.api.play;
    // INTERNAL, for the SDK's own modules only. Exported to everyone, not only to them, because a plugin's tests put
    // hog-api on the module path and hog-analysis on the class path, where a qualified export does not reach.
    exports dev.hog.api.internal;

    uses dev.hog.api.ruleset.RulesetProvider;
}
