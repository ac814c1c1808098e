package dev.hog.rules.sp19;

import dev.hog.api.game.Strategy;
import dev.hog.api.ruleset.Option;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.StrategyDefinition;
import dev.hog.api.ruleset.StrategyParameter;
import dev.hog.rules.common.PigOut;
import dev.hog.rules.common.ZeroDiceSwap;
import dev.hog.rules.common.ZeroDiceThreshold;
import java.util.List;

/** The sp19 ruleset. */
public final class Sp19 {
    /** The ruleset's id. */
    public static final String ID = "sp19";
    /** The option that turns Swine Swap on and off, as the course's GUI turns its rules; on by default. */
    public static final String SWINE_SWAP = "swine-swap";

    private static final int MAX_DICE = 10;
    private static final Ruleset RULESET = build();

    private Sp19() {
    }

    /**
     * The sp19 ruleset.
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
                .name("CS 61A Spring 2019")
                .description("Pig Out, Free Bacon and Swine Swap. Rolling zero dice scores 1 plus the smaller of the"
                        + " opponent's tens and ones digits; the scores swap when they share a digit in the same place.")
                .maxDice(MAX_DICE)
                .option(Option.flag(SWINE_SWAP, true, "Swine Swap: the scores swap when they share a digit in the"
                        + " same place"))
                .rule(new PigOut())
                .rule(new FreeBacon())
                .rule(new SwineSwap(), SWINE_SWAP, "true")
                .baseline(Strategy.alwaysRoll(4))
                .strategy(StrategyDefinition.of("bacon",
                        "Rolls no dice when Free Bacon gives at least margin points, else rolls dice.",
                        List.of(margin, rolls),
                        values -> new ZeroDiceThreshold((score, opponentScore) -> FreeBacon.points(opponentScore),
                                values.get("margin"), values.get("rolls"))))
                .strategy(StrategyDefinition.of("swap",
                        "Rolls no dice for a beneficial swap, or for at least margin points without a harmful swap,"
                                + " else rolls dice.",
                        List.of(margin, rolls),
                        values -> new ZeroDiceSwap((score, opponentScore) -> FreeBacon.points(opponentScore),
                                SwineSwap::isSwap, values.get("margin"), values.get("rolls"))))
                .build();
    }
}
