package dev.hog.rules.su22;

import dev.hog.api.game.Strategy;
import dev.hog.api.ruleset.Option;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.StrategyDefinition;
import dev.hog.api.ruleset.StrategyParameter;
import dev.hog.rules.common.PigOut;
import dev.hog.rules.common.ZeroDiceThreshold;
import java.util.List;

/** The su22 ruleset. */
public final class Su22 {
    /** The ruleset's id. */
    public static final String ID = "su22";
    /** The option that turns Pigs on Prime on and off, as the course's GUI turns its rules; on by default. */
    public static final String PIGS_ON_PRIME = "pigs-on-prime";

    private static final int MAX_DICE = 10;
    private static final Ruleset RULESET = build();

    private Su22() {
    }

    /**
     * The su22 ruleset.
     *
     * @return the ruleset
     */
    public static Ruleset ruleset() {
        return RULESET;
    }

    private static Ruleset build() {
        StrategyParameter threshold = StrategyParameter.of("threshold", 8, 0, 10_000,
                "the fewest Oink Points worth rolling no dice for");
        StrategyParameter rolls = StrategyParameter.of("rolls", 6, 0, MAX_DICE, "the dice to roll otherwise");
        return Ruleset.builder(ID)
                .name("CS 61A Summer 2022")
                .description("Sow Sad, Oink Points and Pigs on Prime. Rolling zero dice scores 2 * tens - ones of"
                        + " the opponent's score, at least 1; a prime score (1 counted) rises to the next prime.")
                .maxDice(MAX_DICE)
                .option(Option.flag(PIGS_ON_PRIME, true, "Pigs on Prime: a prime score after the turn rises to the"
                        + " next prime"))
                .rule(PigOut.sowSad())
                .rule(new OinkPoints())
                .rule(new PigsOnPrime(), PIGS_ON_PRIME, "true")
                .baseline(Strategy.alwaysRoll(6))
                .strategy(StrategyDefinition.of("oink-points",
                        "Rolls no dice when Oink Points gives at least threshold points, else rolls dice.",
                        List.of(threshold, rolls),
                        values -> new ZeroDiceThreshold((score, opponentScore) -> OinkPoints.points(opponentScore),
                                values.get("threshold"), values.get("rolls"))))
                .strategy(StrategyDefinition.of("pigs-on-prime",
                        "Rolls no dice when that brings Pigs on Prime or at least threshold Oink Points, else rolls"
                                + " dice.",
                        List.of(threshold, rolls),
                        values -> new PigsOnPrimeStrategy(values.get("threshold"), values.get("rolls"))))
                .build();
    }
}
