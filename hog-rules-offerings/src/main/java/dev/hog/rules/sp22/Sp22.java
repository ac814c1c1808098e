package dev.hog.rules.sp22;

import dev.hog.api.game.Strategy;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.StrategyDefinition;
import dev.hog.api.ruleset.StrategyParameter;
import dev.hog.rules.common.PigOut;
import dev.hog.rules.common.ZeroDiceThreshold;
import java.util.List;

/** The sp22 ruleset. */
public final class Sp22 {
    /** The ruleset's id. */
    public static final String ID = "sp22";

    private static final int MAX_DICE = 10;
    private static final Ruleset RULESET = build();

    private Sp22() {
    }

    /**
     * The sp22 ruleset.
     *
     * @return the ruleset
     */
    public static Ruleset ruleset() {
        return RULESET;
    }

    private static Ruleset build() {
        StrategyParameter threshold = StrategyParameter.of("threshold", 8, 0, 10_000,
                "the fewest points worth rolling no dice for");
        StrategyParameter rolls = StrategyParameter.of("rolls", 6, 0, MAX_DICE, "the dice to roll otherwise");
        return Ruleset.builder(ID)
                .name("CS 61A Spring 2022")
                .description("Sow Sad, Hefty Hogs and Hog Pile. Rolling zero dice puts your score through one"
                        + " function per digit of the opponent's score and scores the result modulo 30 (1 against 0);"
                        + " a mover whose ones digit matches the opponent's gains that digit.")
                .maxDice(MAX_DICE)
                .rule(PigOut.sowSad())
                .rule(new HeftyHogs())
                .rule(new HogPile())
                .baseline(Strategy.alwaysRoll(6))
                .strategy(StrategyDefinition.of("hefty-hogs",
                        "Rolls no dice when Hefty Hogs gives at least threshold points, else rolls dice.",
                        List.of(threshold, rolls),
                        values -> new ZeroDiceThreshold(HeftyHogs::points,
                                values.get("threshold"), values.get("rolls"))))
                .strategy(StrategyDefinition.of("hog-pile",
                        "Rolls no dice when that brings Hog Pile points or gains at least threshold points, else"
                                + " rolls dice.",
                        List.of(threshold, rolls),
                        values -> new HogPileStrategy(values.get("threshold"), values.get("rolls"))))
                .build();
    }
}
