/**
 * The Hog SDK API. Every public type carries its promise in {@link dev.hog.api.API}: stable types stay compatible
 * through every 2.x release.
 *
 * <h2>For embedders</h2>
 * Find a {@link dev.hog.api.ruleset.Ruleset} in a {@link dev.hog.api.ruleset.RulesetRegistry}, configure a {@link
 * dev.hog.api.play.Match} with two {@link dev.hog.api.game.Strategy strategies} (any lambda, or a spec such as {@code
 * bacon:cutoff=9} read by {@link dev.hog.api.ruleset.Ruleset#strategy(String)}), {@link dev.hog.api.play.Dice dice} and
 * optional {@link dev.hog.api.play.Commentary commentary}, and {@link dev.hog.api.play.Match#play() play} it to get a
 * {@link dev.hog.api.play.GameRecord}.
 *
 * <h2>For rule authors</h2>
 * A {@link dev.hog.api.rule.Rule} takes part in a turn through the hook interfaces it implements:
 * {@link dev.hog.api.rule.DieSizeRule}, {@link dev.hog.api.rule.RollRule}, {@link dev.hog.api.rule.ZeroDiceRule},
 * {@link dev.hog.api.rule.BonusRule}, {@link dev.hog.api.rule.AfterTurnRule}, {@link dev.hog.api.rule.ExtraTurnRule}
 * and {@link dev.hog.api.rule.MemoryRule}. Each hook reads the turn through a {@link dev.hog.api.rule.Turn}: the
 * scores, the dice chosen, the points, the turn number, whether it is an extra turn, and what the rule remembers of
 * each player. A {@link dev.hog.api.ruleset.Ruleset} names and composes rules, options and strategies; a
 * {@link dev.hog.api.ruleset.RulesetProvider} registered with {@link java.util.ServiceLoader} publishes it.
 *
 * <h2>For analysis</h2>
 * {@link dev.hog.api.game.GameDefinition} is a game's definition: a ruleset with its options applied, and the goal. The
 * game is a pure function of {@link dev.hog.api.game.GameState states}: {@link
 * dev.hog.api.game.GameDefinition#start(int, int)}, {@link
 * dev.hog.api.game.GameDefinition#transitions(dev.hog.api.game.GameState, int)} (every next state of a number of dice,
 * with its exact chance), {@link dev.hog.api.game.GameDefinition#next(dev.hog.api.game.GameState, int, int)} (one turn
 * from a roll's score) and {@link dev.hog.api.game.GameDefinition#isOver(dev.hog.api.game.GameState)}; {@link
 * dev.hog.api.game.Outcome} is the one rule of who won.
 *
 * <h2>Errors</h2>
 * Three kinds, none a subclass of another. Mistakes a caller can fix (an unknown ruleset, a bad option, a strategy
 * choosing too many dice, a negative start score, a bad save) raise {@link dev.hog.api.HogException} with a message
 * that says what was wrong and what is allowed. A rule that breaks its contract raises
 * {@link dev.hog.api.rule.RuleException}, naming the rule: a fault in the ruleset for its author to fix. The engine
 * stopping short at one of its limits (a game that does not end, values that do not settle, an interruption) raises
 * {@link dev.hog.api.EngineLimitException}. Programming errors such as {@code null} arguments raise the usual
 * {@link java.lang.NullPointerException}. The {@code hog} command and server map the three to exit codes and HTTP
 * statuses as {@code docs/errors.md} sets out.
 */
@API(status = API.Status.STABLE, since = "1.0")
package dev.hog.api;
