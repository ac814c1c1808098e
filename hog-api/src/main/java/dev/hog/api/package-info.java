/**
 * The Hog SDK API.
 *
 * <h2>For embedders</h2>
 * Find a {@link dev.hog.api.Ruleset} in a {@link dev.hog.api.RulesetRegistry}, configure a {@link dev.hog.api.Game}
 * with two {@link dev.hog.api.Strategy strategies}, {@link dev.hog.api.Dice dice} and optional
 * {@link dev.hog.api.Commentary commentary}, and {@link dev.hog.api.Game#play() play} it to get a
 * {@link dev.hog.api.GameRecord}.
 *
 * <h2>For rule authors</h2>
 * A {@link dev.hog.api.Rule} takes part in a turn through the hook interfaces it implements:
 * {@link dev.hog.api.DieSizeRule}, {@link dev.hog.api.RollRule}, {@link dev.hog.api.ZeroDiceRule},
 * {@link dev.hog.api.BonusRule}, {@link dev.hog.api.AfterTurnRule} and {@link dev.hog.api.ExtraTurnRule}.
 * A {@link dev.hog.api.Ruleset} names and composes rules, options and strategies; a
 * {@link dev.hog.api.RulesetProvider} registered with {@link java.util.ServiceLoader} publishes it.
 *
 * <h2>For analysis</h2>
 * {@link dev.hog.api.Rules} is a ruleset with its options applied. A turn is the pure function
 * {@link dev.hog.api.Rules#next(long, int, int)} of a state, the number of dice chosen and the roll's score;
 * {@link dev.hog.api.Rules#rollDistribution(int, int)} gives the exact chance of every roll score.
 * {@link dev.hog.api.GameState} packs a state into a {@code long} key.
 *
 * <h2>Errors</h2>
 * Mistakes a user can fix (an unknown ruleset, a bad option, a strategy choosing too many dice, a negative start
 * score) raise {@link dev.hog.api.HogException} with a message that says what was wrong and what is allowed.
 * Programming errors such as {@code null} arguments raise the usual {@link java.lang.NullPointerException}.
 */
package dev.hog.api;
