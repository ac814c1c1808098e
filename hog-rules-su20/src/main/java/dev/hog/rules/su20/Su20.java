package dev.hog.rules.su20;

import dev.hog.api.game.Strategy;
import dev.hog.api.ruleset.GainAnnouncement;
import dev.hog.api.ruleset.Option;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.StrategyDefinition;
import dev.hog.api.ruleset.StrategyParameter;
import dev.hog.rules.common.PigOut;
import java.util.List;

/** The su20 ruleset. */
public final class Su20 {
    /** The ruleset's id. */
    public static final String ID = "su20";
    /** The option that turns Swine Swap on and off, as the course's GUI turns its rules; on by default. */
    public static final String SWINE_SWAP = "swine-swap";
    /** The option that turns Feral Hogs on and off. */
    public static final String FERAL_HOGS = "feral-hogs";

    private static final int MAX_DICE = 10;
    private static final Ruleset RULESET = build();

    private Su20() {
    }

    /**
     * The su20 ruleset.
     *
     * @return the ruleset
     */
    public static Ruleset ruleset() {
        return RULESET;
    }

    private static Ruleset build() {
        StrategyParameter cutoff = StrategyParameter.of("cutoff", 8, 0, 10_000,
                "the fewest Free Bacon points worth rolling no dice for");
        StrategyParameter rolls = StrategyParameter.of("rolls", 6, 0, MAX_DICE, "the dice to roll otherwise");
        return Ruleset.builder(ID)
                .name("CS 61A Summer 2020")
                .description("Pig Out, Free Bacon, Feral Hogs and Swine Swap. Rolling zero dice scores"
                        + " 10 - ones(opponent) + tens(opponent); rolling 2 away from your previous turn's points earns"
                        + " 3 more; the scores swap when the ones digits differ by the opponent's tens digit.")
                .maxDice(MAX_DICE)
                .option(Option.flag(FERAL_HOGS, true, "Feral Hogs: +3 points for rolling exactly 2 away from your"
                        + " previous turn's points"))
                .option(Option.flag(SWINE_SWAP, true, "Swine Swap: the scores swap when the ones digits differ by"
                        + " the opponent's tens digit"))
                .rule(new PigOut())
                .rule(new FreeBacon())
                .rule(new FeralHogs(MAX_DICE), FERAL_HOGS, "true")
                .rule(new SwineSwap(), SWINE_SWAP, "true")
                .baseline(Strategy.alwaysRoll(6))
                .strategy(StrategyDefinition.of("bacon",
                        "Rolls no dice when Free Bacon gives at least cutoff points, else rolls dice.",
                        List.of(cutoff, rolls),
                        values -> new BaconStrategy(values.get("cutoff"), values.get("rolls"))))
                .strategy(StrategyDefinition.of("swap",
                        "Rolls no dice for a beneficial swap, or for at least cutoff points without a harmful swap,"
                                + " else rolls dice.",
                        List.of(cutoff, rolls),
                        values -> new SwapStrategy(values.get("cutoff"), values.get("rolls"))))
                .gainAnnouncement(GainAnnouncement.DEFAULT)
                .build();
    }
}
