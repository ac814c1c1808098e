package dev.hog.rules.su15;

import dev.hog.api.game.Strategy;
import dev.hog.api.ruleset.Option;
import dev.hog.api.ruleset.RuleDefinition;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.StrategyDefinition;
import dev.hog.api.ruleset.StrategyParameter;
import dev.hog.rules.common.PigOut;
import java.util.List;

/** The su15 ruleset. */
public final class Su15 {
    /** The ruleset's id. */
    public static final String ID = "su15";
    /** The option that turns Hog Wild on and off, as the course's GUI turns its rules; on by default. */
    public static final String HOG_WILD = "hog-wild";
    /** The option that turns Swine Swap on and off, as the course's GUI turns its rules; on by default. */
    public static final String SWINE_SWAP = "swine-swap";

    private static final int MAX_DICE = 10;
    private static final Ruleset RULESET = build();

    private Su15() {
    }

    /**
     * The su15 ruleset.
     *
     * @return the ruleset
     */
    public static Ruleset ruleset() {
        return RULESET;
    }

    private static Ruleset build() {
        StrategyParameter margin = StrategyParameter.of("margin", 8, 0, 10_000,
                "the fewest Free Bacon points worth rolling no dice for");
        StrategyParameter rolls = StrategyParameter.of("rolls", 5, 0, MAX_DICE, "the dice to roll otherwise");
        return Ruleset.builder(ID)
                .name("CS 61A Summer 2015")
                .description("Pig Out, Free Bacon, Hog Wild and Swine Swap. Rolling zero dice scores 1 plus the"
                        + " opponent's largest digit; four-sided dice when the scores sum to a multiple of 7; the"
                        + " scores swap when one's last two digits are the other's reversed.")
                .maxDice(MAX_DICE)
                .option(Option.flag(HOG_WILD, true, "Hog Wild: four-sided dice when the scores sum to a multiple of 7"))
                .option(Option.flag(SWINE_SWAP, true, "Swine Swap: the scores swap when one's last two digits are the"
                        + " other's reversed"))
                .rule(new HogWild(), HOG_WILD, "true")
                .ruleDefinition(RuleDefinition.of("hog-wild", "When the scores sum to a multiple of `multiple` at the"
                        + " start of a turn, the mover rolls dice of `sides` sides.",
                        List.of(StrategyParameter.of("sides", HogWild.SIDES, 1, 100,
                                        "the sides of the dice it brings"),
                                StrategyParameter.of("multiple", HogWild.MULTIPLE, 1, 1000,
                                        "the multiple of the sum of the scores that brings them")),
                        values -> new HogWild(values.get("sides"), values.get("multiple"))))
                .rule(new PigOut())
                .rule(new FreeBacon())
                .rule(new SwineSwap(), SWINE_SWAP, "true")
                .baseline(Strategy.alwaysRoll(5))
                .strategy(StrategyDefinition.of("bacon",
                        "Rolls no dice when Free Bacon gives at least margin points, else rolls dice.",
                        List.of(margin, rolls),
                        values -> new BaconStrategy(values.get("margin"), values.get("rolls"))))
                .strategy(StrategyDefinition.of("swap",
                        "Rolls no dice for a beneficial swap, rolls dice to avoid a harmful one, else plays bacon.",
                        List.of(margin, rolls),
                        values -> new SwapStrategy(values.get("margin"), values.get("rolls"))))
                .build();
    }
}
