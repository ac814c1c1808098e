package dev.hog.rules.su23;

import dev.hog.api.game.Strategy;
import dev.hog.api.ruleset.Option;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.StrategyDefinition;
import dev.hog.api.ruleset.StrategyParameter;
import dev.hog.rules.common.PigOut;
import dev.hog.rules.common.ZeroDiceThreshold;
import dev.hog.rules.sp24.BoarBrawl;
import dev.hog.rules.sp24.Sp24;
import java.util.List;

/** The su23 ruleset. */
public final class Su23 {
    /** The ruleset's id. */
    public static final String ID = "su23";
    /** The option that chooses how a score updates, as the course's {@code play} takes {@code update}. */
    public static final String UPDATE = "update";
    /** The value of {@link #UPDATE} with Fuzzy Factors, the course's {@code fuzzy_update}; the default. */
    public static final String FUZZY = "fuzzy";
    /** The value of {@link #UPDATE} without Fuzzy Factors, the course's {@code simple_update}. */
    public static final String SIMPLE = "simple";

    private static final int MAX_DICE = 10;
    private static final Ruleset RULESET = build();

    private Su23() {
    }

    /**
     * The su23 ruleset.
     *
     * @return the ruleset
     */
    public static Ruleset ruleset() {
        return RULESET;
    }

    private static Ruleset build() {
        StrategyParameter threshold = StrategyParameter.of("threshold", 12, 0, 10_000,
                "the fewest points worth rolling no dice for");
        StrategyParameter rolls = StrategyParameter.of("rolls", 6, 0, MAX_DICE, "the dice to roll otherwise");
        return Ruleset.builder(ID)
                .name("CS 61A Summer 2023")
                .description("Sow Sad, Boar Brawl and Fuzzy Factors. A roll with a 1 scores 1; rolling zero dice"
                        + " scores 3 * |tens(opponent) - ones(yours)|, at least 1; a score sharing a divisor above 10"
                        + " with 100 gains twice that divisor's tens digit.")
                .maxDice(MAX_DICE)
                .option(Option.choice(UPDATE, FUZZY, List.of(FUZZY, SIMPLE),
                        "how a score updates after a turn: fuzzy applies Fuzzy Factors, simple does not"))
                .rule(PigOut.sowSad())
                .rule(new BoarBrawl())
                .rule(new FuzzyFactors(), UPDATE, FUZZY)
                .baseline(Strategy.alwaysRoll(6))
                .strategy(StrategyDefinition.of("boar",
                        "Rolls no dice when Boar Brawl gives at least threshold points, else rolls dice.",
                        List.of(threshold, rolls),
                        // As sp24's boar_strategy, Fuzzy Factors not counted, with su23's default threshold of 12.
                        values -> new ZeroDiceThreshold(BoarBrawl::points, values.get("threshold"),
                                values.get("rolls"))))
                .strategy(StrategyDefinition.of("fuzzy",
                        "Rolls no dice when that gains at least threshold points, Fuzzy Factors included, else rolls"
                                + " dice.",
                        List.of(threshold, rolls),
                        values -> new FuzzyStrategy(values.get("threshold"), values.get("rolls"))))
                .strategy(Sp24.ruleset().strategyDefinition("catch-up").orElseThrow())
                .build();
    }
}
