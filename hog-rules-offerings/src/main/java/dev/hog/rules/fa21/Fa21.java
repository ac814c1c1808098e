package dev.hog.rules.fa21;

import dev.hog.api.game.Strategy;
import dev.hog.api.ruleset.Option;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.StrategyDefinition;
import dev.hog.api.ruleset.StrategyParameter;
import dev.hog.rules.common.PigOut;
import dev.hog.rules.common.ZeroDiceThreshold;
import java.util.List;

/** The fa21 ruleset. */
public final class Fa21 {
    /** The ruleset's id. */
    public static final String ID = "fa21";
    /** The option that turns Hog Pile on and off, as the course's GUI turns its rules; on by default. */
    public static final String HOG_PILE = "hog-pile";

    private static final int MAX_DICE = 10;
    private static final Ruleset RULESET = build();

    private Fa21() {
    }

    /**
     * The fa21 ruleset.
     *
     * @return the ruleset
     */
    public static Ruleset ruleset() {
        return RULESET;
    }

    private static Ruleset build() {
        StrategyParameter cutoff = StrategyParameter.of("cutoff", 8, 0, 10_000,
                "the fewest points worth rolling no dice for");
        StrategyParameter rolls = StrategyParameter.of("rolls", 6, 0, MAX_DICE, "the dice to roll otherwise");
        return Ruleset.builder(ID)
                .name("CS 61A Fall 2021")
                .description("Sow Sad, Picky Piggy and Hog Pile. Rolling zero dice scores the n-th digit of 1/7,"
                        + " n the opponent's score (7 against 0); a mover who ties the opponent doubles their score.")
                .maxDice(MAX_DICE)
                .option(Option.flag(HOG_PILE, true, "Hog Pile: a mover whose score equals the opponent's after the"
                        + " turn doubles it"))
                .rule(PigOut.sowSad())
                .rule(new PickyPiggy())
                .rule(new HogPile(), HOG_PILE, "true")
                .baseline(Strategy.alwaysRoll(6))
                .strategy(StrategyDefinition.of("picky-piggy",
                        "Rolls no dice when Picky Piggy gives at least cutoff points, else rolls dice.",
                        List.of(cutoff, rolls),
                        values -> new ZeroDiceThreshold((score, opponentScore) -> PickyPiggy.points(opponentScore),
                                values.get("cutoff"), values.get("rolls"))))
                .strategy(StrategyDefinition.of("hog-pile",
                        "Rolls no dice when that brings Hog Pile or gains at least cutoff points, else rolls dice.",
                        List.of(cutoff, rolls),
                        values -> new HogPileStrategy(values.get("cutoff"), values.get("rolls"))))
                .gainAnnouncement(new RecordGainWords())
                .build();
    }
}
