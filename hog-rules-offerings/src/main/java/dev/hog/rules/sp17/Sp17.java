package dev.hog.rules.sp17;

import dev.hog.api.game.Strategy;
import dev.hog.api.ruleset.Option;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.StrategyDefinition;
import dev.hog.api.ruleset.StrategyParameter;
import dev.hog.rules.su15.FreeBacon;
import dev.hog.rules.su15.HogWild;
import java.util.List;

/** The sp17 ruleset. */
public final class Sp17 {
    /** The ruleset's id. */
    public static final String ID = "sp17";
    /** The option that turns Hog Wild on and off, as the course's GUI turns its rules; on by default. */
    public static final String HOG_WILD = "hog-wild";
    /** The option that turns Hogtimus Prime on and off, as the course's GUI turns its rules; on by default. */
    public static final String HOGTIMUS_PRIME = "hogtimus-prime";
    /** The option that turns Swine Swap on and off, as the course's GUI turns its rules; on by default. */
    public static final String SWINE_SWAP = "swine-swap";

    private static final int MAX_DICE = 10;
    private static final Ruleset RULESET = build();

    private Sp17() {
    }

    /**
     * The sp17 ruleset.
     *
     * @return the ruleset
     */
    public static Ruleset ruleset() {
        return RULESET;
    }

    private static Ruleset build() {
        StrategyParameter margin = StrategyParameter.of("margin", 8, 0, 10_000,
                "the fewest points, Hogtimus Prime included, worth rolling no dice for");
        StrategyParameter rolls = StrategyParameter.of("rolls", 4, 0, MAX_DICE, "the dice to roll otherwise");
        return Ruleset.builder(ID)
                .name("CS 61A Spring 2017")
                .description("Pig Out, Free Bacon, Hogtimus Prime, Hog Wild and Swine Swap. A 1 scores the number of"
                        + " 1s, at most 11 minus the dice; rolling zero dice scores 1 plus the opponent's largest"
                        + " digit; a prime turn score becomes the next prime; four-sided dice when the scores sum to a"
                        + " multiple of 7; the scores swap when one is twice the other.")
                .maxDice(MAX_DICE)
                .option(Option.flag(HOG_WILD, true, "Hog Wild: four-sided dice when the scores sum to a multiple of 7"))
                .option(Option.flag(HOGTIMUS_PRIME, true, "Hogtimus Prime: a prime turn score becomes the next prime"))
                .option(Option.flag(SWINE_SWAP, true, "Swine Swap: the scores swap when one is twice the other"))
                .rule(new HogWild(), HOG_WILD, "true")
                .rule(new PigOut())
                .rule(new FreeBacon())
                .rule(new HogtimusPrime(), HOGTIMUS_PRIME, "true")
                .rule(new SwineSwap(), SWINE_SWAP, "true")
                .baseline(Strategy.alwaysRoll(4))
                .strategy(StrategyDefinition.of("bacon",
                        "Rolls no dice when that gives at least margin points, Hogtimus Prime included, else rolls"
                                + " dice.",
                        List.of(margin, rolls),
                        values -> new BaconStrategy(values.get("margin"), values.get("rolls"))))
                .strategy(StrategyDefinition.of("swap",
                        "Rolls no dice for a beneficial swap or at least margin points, else rolls dice.",
                        List.of(margin, rolls),
                        values -> new SwapStrategy(values.get("margin"), values.get("rolls"))))
                .build();
    }
}
