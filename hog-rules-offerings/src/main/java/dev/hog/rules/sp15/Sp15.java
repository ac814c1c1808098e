package dev.hog.rules.sp15;

import dev.hog.api.game.Strategy;
import dev.hog.api.ruleset.Option;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.StrategyDefinition;
import dev.hog.api.ruleset.StrategyParameter;
import dev.hog.rules.common.PigOut;
import dev.hog.rules.su15.FreeBacon;
import dev.hog.rules.su15.HogWild;
import dev.hog.rules.su15.Su15;
import java.util.List;

/** The sp15 ruleset. */
public final class Sp15 {
    /** The ruleset's id. */
    public static final String ID = "sp15";
    /** The option that turns Hog Wild on and off, as the course's GUI turns its rules; on by default. */
    public static final String HOG_WILD = "hog-wild";
    /** The option that turns Hogtimus Prime on and off, as the course's GUI turns its rules; on by default. */
    public static final String HOGTIMUS_PRIME = "hogtimus-prime";

    private static final int MAX_DICE = 10;
    private static final Ruleset RULESET = build();

    private Sp15() {
    }

    /**
     * The sp15 ruleset.
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
                .name("CS 61A Spring 2015")
                .description("Pig Out, Free Bacon, Hog Wild and Hogtimus Prime. Rolling zero dice scores 1 plus the"
                        + " opponent's largest digit; four-sided dice when the scores sum to a multiple of 7; when the"
                        + " scores sum to a prime after a turn, the leader gains the turn's points again.")
                .maxDice(MAX_DICE)
                .option(Option.flag(HOG_WILD, true, "Hog Wild: four-sided dice when the scores sum to a multiple of 7"))
                .option(Option.flag(HOGTIMUS_PRIME, true, "Hogtimus Prime: when the scores sum to a prime after a"
                        + " turn, the player with the higher score gains the turn's points again"))
                .rule(new HogWild(), HOG_WILD, "true")
                .rule(new PigOut())
                .rule(new FreeBacon())
                .rule(new HogtimusPrime(), HOGTIMUS_PRIME, "true")
                .baseline(Strategy.alwaysRoll(5))
                .strategy(Su15.ruleset().strategyDefinition("bacon").orElseThrow())
                .strategy(StrategyDefinition.of("prime",
                        "Rolls no dice for a beneficial Hogtimus Prime boost, rolls dice to avoid boosting the"
                                + " opponent, else plays bacon.",
                        List.of(margin, rolls),
                        values -> new PrimeStrategy(values.get("margin"), values.get("rolls"))))
                .build();
    }
}
