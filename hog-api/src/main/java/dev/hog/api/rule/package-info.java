/**
 * What a rule plugin implements. A {@link dev.hog.api.rule.Rule} takes part in a turn through the hooks it implements,
 * each called at one step of the turn: {@link dev.hog.api.rule.DieSizeRule}, {@link dev.hog.api.rule.RollRule},
 * {@link dev.hog.api.rule.ZeroDiceRule}, {@link dev.hog.api.rule.BonusRule}, {@link dev.hog.api.rule.AfterTurnRule},
 * {@link dev.hog.api.rule.ExtraTurnRule} and {@link dev.hog.api.rule.MemoryRule}. Each hook reads the turn through a
 * {@link dev.hog.api.rule.Turn}; a rule that breaks its contract is reported as a
 * {@link dev.hog.api.rule.RuleException}, and a rule that fires is told to players as an
 * {@link dev.hog.api.rule.Effect}.
 *
 * <p>This package depends on nothing else of the SDK but {@link dev.hog.api}.
 */
@API(status = API.Status.STABLE, since = "1.0")
package dev.hog.api.rule;

import dev.hog.api.API;
