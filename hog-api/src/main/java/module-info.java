/**
 * The Hog SDK API: what a rule plugin implements, the ruleset model and its provider SPI, the game model for
 * analysis, and the match engine that plays it.
 *
 * <p>This module depends on nothing outside the JDK. Fair dice use the JDK's {@code Xoroshiro128PlusPlus} generator,
 * which {@code java.base} finds as a service of the {@code jdk.random} module; a jlink image must keep that module.
 * Ruleset plugins provide {@link dev.hog.api.ruleset.RulesetProvider} implementations;
 * {@link dev.hog.api.ruleset.RulesetRegistry} finds them.
 *
 * <p>The packages depend on each other in one direction only: {@code play} on {@code ruleset}, {@code ruleset} on
 * {@code game}, {@code game} on the turn kernel ({@code internal}), the kernel on {@code rule}, and all of them on
 * {@code dev.hog.api}. Every exported type
 * is marked {@link dev.hog.api.API stable or experimental}. The turn kernel behind the engine and the analysis
 * helpers, {@code dev.hog.api.internal}, are exported only to the SDK's own modules.
 */
module dev.hog.api {
    exports dev.hog.api;
    exports dev.hog.api.rule;
    exports dev.hog.api.game;
    exports dev.hog.api.ruleset;
    exports dev.hog.api.play;
    // For the SDK's analysis only. When it is on the class path while hog-api is on the module path, as in a plugin's
    // tests, GameDefinition exports the package to the class path's unnamed module when it is initialised; a game's
    // kernel itself is handed only to the SDK's classes that play turns (Internals.kernels()).
    exports dev.hog.api.internal to dev.hog.analysis;

    uses dev.hog.api.ruleset.RulesetProvider;
}
