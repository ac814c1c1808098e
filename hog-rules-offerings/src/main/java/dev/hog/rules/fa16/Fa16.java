package dev.hog.rules.fa16;

import dev.hog.api.game.Strategy;
import dev.hog.api.ruleset.Option;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.rules.sp17.HogtimusPrime;
import dev.hog.rules.sp17.PigOut;
import dev.hog.rules.sp17.Sp17;
import dev.hog.rules.sp17.SwineSwap;
import dev.hog.rules.su15.FreeBacon;

/** The fa16 ruleset. */
public final class Fa16 {
    /** The ruleset's id. */
    public static final String ID = "fa16";
    /** The option that turns Pork Chop on and off; on by default. Off, no player may choose -1. */
    public static final String PORK_CHOP = "pork-chop";
    /** The option that turns Hog Wild on and off; on by default. */
    public static final String HOG_WILD = "hog-wild";
    /**
     * The option that turns Hogtimus Prime on and off; on by default. When Pigs Fly, which caps the boosted turn
     * score, then caps the turn's points as they are.
     */
    public static final String HOGTIMUS_PRIME = "hogtimus-prime";
    /** The option that turns Swine Swap on and off; on by default. */
    public static final String SWINE_SWAP = "swine-swap";

    private static final int MAX_DICE = 10;
    private static final Ruleset RULESET = build();

    private Fa16() {
    }

    /**
     * The fa16 ruleset.
     *
     * @return the ruleset
     */
    public static Ruleset ruleset() {
        return RULESET;
    }

    private static Ruleset build() {
        Ruleset sp17 = Sp17.ruleset();
        return Ruleset.builder(ID)
                .name("CS 61A Fall 2016")
                .description("Pork Chop, Hog Wild, Pig Out, Free Bacon, Hogtimus Prime, When Pigs Fly and Swine Swap."
                        + " Choosing -1 scores 1 point and swaps six-sided and four-sided dice for both players; odd"
                        + " faces are rolled again when the scores sum to a multiple of 7; a 1 scores the number of"
                        + " 1s; rolling zero dice scores 1 plus the opponent's largest digit; a prime turn score"
                        + " becomes the next prime, then a turn scores at most 25 minus the dice; the scores swap when"
                        + " one is twice the other.")
                .maxDice(MAX_DICE)
                .option(Option.flag(PORK_CHOP, true, "Pork Chop: choosing -1 scores 1 point and swaps six-sided and"
                        + " four-sided dice for both players"))
                .option(Option.flag(HOG_WILD, true, "Hog Wild: odd faces are rolled again when the scores sum to a"
                        + " multiple of 7"))
                .option(Option.flag(HOGTIMUS_PRIME, true, "Hogtimus Prime: a prime turn score becomes the next"
                        + " prime, before When Pigs Fly caps it"))
                .option(Option.flag(SWINE_SWAP, true, "Swine Swap: the scores swap when one is twice the other"))
                .rule(new PorkChop(), PORK_CHOP, "true")
                .rule(new HogWild(), HOG_WILD, "true")
                .rule(PigOut.uncapped())
                .rule(new FreeBacon())
                .rule(new HogtimusPrime(), HOGTIMUS_PRIME, "true")
                .rule(WhenPigsFly.afterHogtimusPrime(), HOGTIMUS_PRIME, "true")
                .rule(new WhenPigsFly(), HOGTIMUS_PRIME, "false")
                .rule(new SwineSwap(), SWINE_SWAP, "true")
                .baseline(Strategy.alwaysRoll(4))
                .strategy(sp17.strategyDefinition("bacon").orElseThrow())
                .strategy(sp17.strategyDefinition("swap").orElseThrow())
                .build();
    }
}
