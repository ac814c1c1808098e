/**
 * The ruleset model and its provider SPI. A {@link dev.hog.api.ruleset.Ruleset} names and composes rules, options,
 * the goal and dice, a baseline and named strategies; it gives the game definition for a choice of options. A
 * {@link dev.hog.api.ruleset.RulesetProvider}, registered with {@link java.util.ServiceLoader}, publishes a ruleset,
 * and a {@link dev.hog.api.ruleset.RulesetRegistry} finds them.
 *
 * <p>This package depends on {@link dev.hog.api.game}, {@link dev.hog.api.rule} and {@link dev.hog.api}.
 */
@API(status = API.Status.STABLE, since = "1.0")
package dev.hog.api.ruleset;

import dev.hog.api.API;
