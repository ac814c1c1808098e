package dev.hog.testkit.guide;

import dev.hog.api.ruleset.Option;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.game.Strategy;
import dev.hog.api.ruleset.StrategyDefinition;
import dev.hog.api.ruleset.StrategyParameter;
import dev.hog.rules.common.PigOut;
import java.util.List;

// guide: ruleset
public final class Sevens {
    public static final Ruleset RULESET = Ruleset.builder("sevens")
            .name("Sevens")
            .description("Pig Out and Free Seven.")
            .goal(100)
            .sides(6)
            .maxDice(10)
            .option(Option.flag("pig-out", true, "Pig Out: a roll with a 1 scores 1"))
            .rule(new PigOut(), "pig-out", "true")
            .rule(new FreeSeven())
            .baseline(Strategy.alwaysRoll(6))
            .strategy(StrategyDefinition.of("sevens",
                    "Rolls no dice when Free Seven gives at least cutoff points, else rolls dice.",
                    List.of(StrategyParameter.of("cutoff", 6, 1, 7, "the fewest points worth rolling no dice for"),
                            StrategyParameter.of("rolls", 6, 0, 10, "the dice to roll otherwise")),
                    values -> (score, opponentScore) ->
                            1 + opponentScore % 7 >= values.get("cutoff") ? 0 : values.get("rolls")))
            .build();

    private Sevens() {
    }
}
