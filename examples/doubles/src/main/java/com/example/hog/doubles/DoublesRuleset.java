package com.example.hog.doubles;

import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.GameState;
import dev.hog.api.game.Strategy;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.StrategyDefinition;
import dev.hog.api.ruleset.StrategyParameter;
import dev.hog.rules.common.PigOut;
import java.util.List;

/** The doubles ruleset: goal 100, six-sided dice, 0 to 10 dice, Pig Out, Breather, Winded and Doubles. */
public final class DoublesRuleset {
    /** The ruleset's id. */
    public static final String ID = "doubles";

    private static final int MAX_DICE = 10;
    private static final Winded WINDED = new Winded();
    private static final Ruleset RULESET = Ruleset.builder(ID)
            .name("Doubles")
            .description("Pig Out, Breather, Winded and Doubles. Any 1 makes a roll score 1; rolling zero dice scores 1"
                    + " more than the tens digit of the opponent's score; after a turn of 15 points or more, at most 3"
                    + " dice on the next; all dice alike (two or more) roll again.")
            .goal(100)
            .sides(6)
            .maxDice(MAX_DICE)
            .rule(new PigOut())
            .rule(new Breather())
            .rule(WINDED)
            .rule(new Doubles())
            .baseline(Strategy.alwaysRoll(Winded.WINDED_DICE))
            .strategy(StrategyDefinition.of("steady", "Rolls `rolls` dice, or `winded` dice when Winded limits it.",
                    List.of(StrategyParameter.of("rolls", 5, 0, MAX_DICE, "the dice to roll when not winded"),
                            StrategyParameter.of("winded", 3, 0, Winded.WINDED_DICE,
                                    "the dice to roll when winded")),
                    values -> new SteadyStrategy(values.get("rolls"), values.get("winded"))))
            .build();
    private static final GameDefinition GAME = RULESET.defaultGame();

    private DoublesRuleset() {
    }

    /**
     * The doubles ruleset.
     *
     * @return the ruleset
     */
    public static Ruleset ruleset() {
        return RULESET;
    }

    /**
     * Whether Winded limits the mover of a state: their last turn scored {@value Winded#WINDING_POINTS} or more.
     *
     * @param state a state of a doubles game
     * @return {@code true} if the mover may roll at most {@value Winded#WINDED_DICE} dice
     */
    public static boolean isWinded(GameState state) {
        return GAME.memory(state, state.mover(), WINDED) == Winded.WINDED;
    }
}
