package ${package};

import dev.hog.api.game.Strategy;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.StrategyDefinition;
import dev.hog.api.ruleset.StrategyParameter;
import dev.hog.rules.common.PigOut;
import java.util.List;

/** The ${rulesetId} ruleset: goal 100, six-sided dice, 0 to 10 dice, Pig Out and Free Seven. */
public final class PluginRuleset {
    /** The ruleset's id, as {@code ./hog --ruleset} takes it. */
    public static final String ID = "${rulesetId}";

    private static final int MAX_DICE = 10;
    private static final Ruleset RULESET = Ruleset.builder(ID)
            .name("${rulesetName}")
            .description("Pig Out and Free Seven: any 1 makes a roll score 1, and rolling no dice scores 1 plus the"
                    + " opponent's score modulo 7.")
            .goal(100)
            .sides(6)
            .maxDice(MAX_DICE)
            .rule(new PigOut())
            .rule(new FreeSeven())
            .baseline(Strategy.alwaysRoll(6))
            .strategy(StrategyDefinition.of("sevens",
                    "Rolls no dice when Free Seven gives at least cutoff points, else rolls dice.",
                    List.of(StrategyParameter.of("cutoff", 6, 1, 7, "the fewest Free Seven points worth it"),
                            StrategyParameter.of("rolls", 6, 0, MAX_DICE, "the dice to roll otherwise")),
                    values -> new SevensStrategy(values.get("cutoff"), values.get("rolls"))))
            .build();

    private PluginRuleset() {
    }

    /**
     * The ruleset.
     *
     * @return the ruleset
     */
    public static Ruleset ruleset() {
        return RULESET;
    }
}
