package dev.hog.rules.fa18;

import dev.hog.api.game.Strategy;
import dev.hog.api.ruleset.GainAnnouncement;
import dev.hog.api.ruleset.Option;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.StrategyDefinition;
import dev.hog.api.ruleset.StrategyParameter;
import dev.hog.rules.common.PigOut;
import dev.hog.rules.common.ZeroDiceSwap;
import dev.hog.rules.common.ZeroDiceThreshold;
import java.util.List;

/** The fa18 ruleset. */
public final class Fa18 {
    /** The ruleset's id. */
    public static final String ID = "fa18";
    /** The option that turns Swine Swap on and off, as the course's GUI turns its rules; on by default. */
    public static final String SWINE_SWAP = "swine-swap";

    private static final int MAX_DICE = 10;
    private static final Ruleset RULESET = build();

    private Fa18() {
    }

    /**
     * The fa18 ruleset.
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
                .name("CS 61A Fall 2018")
                .description("Pig Out, Free Bacon and Swine Swap. Rolling zero dice scores twice the opponent's tens"
                        + " digit minus their ones digit, at least 1; the scores swap when each has the same"
                        + " difference between its last two digits.")
                .maxDice(MAX_DICE)
                .option(Option.flag(SWINE_SWAP, true, "Swine Swap: the scores swap when each has the same difference"
                        + " between its tens and ones digits"))
                .rule(new PigOut())
                .rule(new FreeBacon())
                .rule(new SwineSwap(), SWINE_SWAP, "true")
                .baseline(Strategy.alwaysRoll(4))
                .gainAnnouncement(GainAnnouncement.DEFAULT)
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
