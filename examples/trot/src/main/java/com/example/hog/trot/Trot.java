package com.example.hog.trot;

import dev.hog.api.game.Strategy;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.StrategyDefinition;
import dev.hog.api.ruleset.StrategyParameter;
import dev.hog.rules.common.PigOut;
import java.util.List;

/** The trot ruleset: goal 100, six-sided dice, 0 to 10 dice, Pig Out, Picky Piggy and Time Trot. */
public final class Trot {
    /** The ruleset's id. */
    public static final String ID = "trot";

    private static final int MAX_DICE = 10;
    private static final Ruleset RULESET = Ruleset.builder(ID)
            .name("Trot")
            .description("Pig Out, Picky Piggy and Time Trot. Any 1 makes a roll score 1; rolling zero dice scores a"
                    + " digit of 1/7 chosen by the opponent's score; rolling exactly (turn number mod 8) dice gives"
                    + " an extra turn, never two in a row.")
            .goal(100)
            .sides(6)
            .maxDice(MAX_DICE)
            .rule(new PigOut())
            .rule(new PickyPiggy())
            .rule(new TimeTrot())
            .baseline(Strategy.alwaysRoll(6))
            .strategy(StrategyDefinition.of("trotter",
                    "Rolls the dice that earn Time Trot's extra turn when that is at least `least` dice, else rolls.",
                    List.of(StrategyParameter.of("least", 4, 0, MAX_DICE, "the fewest dice worth an extra turn"),
                            StrategyParameter.of("rolls", 6, 0, MAX_DICE, "the dice to roll otherwise")),
                    values -> new TrotterStrategy(values.get("least"), values.get("rolls"))))
            .build();

    private Trot() {
    }

    /**
     * The trot ruleset.
     *
     * @return the ruleset
     */
    public static Ruleset ruleset() {
        return RULESET;
    }
}
