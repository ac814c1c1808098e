package dev.hog.rules.fa17;

import dev.hog.api.game.Strategy;
import dev.hog.api.ruleset.Option;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.StrategyDefinition;
import dev.hog.api.ruleset.StrategyParameter;
import dev.hog.rules.common.PigOut;
import dev.hog.rules.common.ZeroDiceSwap;
import dev.hog.rules.common.ZeroDiceThreshold;
import dev.hog.rules.su15.FreeBacon;
import java.util.List;

/** The fa17 ruleset. */
public final class Fa17 {
    /** The ruleset's id. */
    public static final String ID = "fa17";
    /** The option that turns Swine Swap on and off, as the course's GUI turns its rules; on by default. */
    public static final String SWINE_SWAP = "swine-swap";

    private static final int MAX_DICE = 10;
    private static final Ruleset RULESET = build();

    private Fa17() {
    }

    /**
     * The fa17 ruleset.
     *
     * @return the ruleset
     */
    public static Ruleset ruleset() {
        return RULESET;
    }

    private static Ruleset build() {
        StrategyParameter margin = StrategyParameter.of("margin", 8, 0, 10_000,
                "the fewest Free Bacon points worth rolling no dice for");
        StrategyParameter rolls = StrategyParameter.of("rolls", 4, 0, MAX_DICE, "the dice to roll otherwise");
        return Ruleset.builder(ID)
                .name("CS 61A Fall 2017")
                .description("Pig Out, Free Bacon and Swine Swap. Rolling zero dice scores 1 plus the opponent's"
                        + " largest digit; the scores swap when both are above 1 and one is a multiple of the other.")
                .maxDice(MAX_DICE)
                .option(Option.flag(SWINE_SWAP, true, "Swine Swap: the scores swap when both are above 1 and one is"
                        + " a multiple of the other"))
                .rule(new PigOut())
                .rule(new FreeBacon())
                .rule(new SwineSwap(), SWINE_SWAP, "true")
                .baseline(Strategy.alwaysRoll(4))
                .gainAnnouncement(new PointWords())
                .strategy(StrategyDefinition.of("bacon",
                        "Rolls no dice when Free Bacon gives at least margin points, else rolls dice.",
                        List.of(margin, rolls),
                        values -> new ZeroDiceThreshold((score, opponentScore) -> FreeBacon.points(opponentScore),
                                values.get("margin"), values.get("rolls"))))
                .strategy(StrategyDefinition.of("swap",
                        "Rolls no dice for a beneficial swap, rolls dice to avoid a harmful one, else plays bacon.",
                        List.of(margin, rolls),
                        values -> new ZeroDiceSwap((score, opponentScore) -> FreeBacon.points(opponentScore),
                                SwineSwap::isSwap, values.get("margin"), values.get("rolls"))))
                .build();
    }
}
