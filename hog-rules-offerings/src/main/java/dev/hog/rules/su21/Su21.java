package dev.hog.rules.su21;

import dev.hog.api.game.Strategy;
import dev.hog.api.ruleset.Option;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.StrategyDefinition;
import dev.hog.api.ruleset.StrategyParameter;
import dev.hog.rules.common.PigOut;
import dev.hog.rules.common.ZeroDiceThreshold;
import dev.hog.rules.sp21.MaximumGainWords;
import java.util.List;

/** The su21 ruleset. */
public final class Su21 {
    /** The ruleset's id. */
    public static final String ID = "su21";
    /** The option that turns More Boar on and off, as the course's GUI turns its rules; on by default. */
    public static final String MORE_BOAR = "more-boar";

    private static final int MAX_DICE = 10;
    private static final Ruleset RULESET = build();

    private Su21() {
    }

    /**
     * The su21 ruleset.
     *
     * @return the ruleset
     */
    public static Ruleset ruleset() {
        return RULESET;
    }

    private static Ruleset build() {
        StrategyParameter cutoff = StrategyParameter.of("cutoff", 8, 0, 10_000,
                "the fewest Piggy Points worth rolling no dice for");
        StrategyParameter rolls = StrategyParameter.of("rolls", 6, 0, MAX_DICE, "the dice to roll otherwise");
        return Ruleset.builder(ID)
                .name("CS 61A Summer 2021")
                .description("Sow Sad, Piggy Points and More Boar. Rolling zero dice scores 4 plus the difference"
                        + " of the opponent's tens and ones digits; a player whose largest digit is above the"
                        + " opponent's and whose smallest digit is below the opponent's plays again.")
                .maxDice(MAX_DICE)
                .option(Option.flag(MORE_BOAR, true, "More Boar: a player whose largest digit is above the"
                        + " opponent's and whose smallest digit is below the opponent's plays again"))
                .rule(PigOut.sowSad())
                .rule(new PiggyPoints())
                .rule(new MoreBoar(), MORE_BOAR, "true")
                .baseline(Strategy.alwaysRoll(6))
                .strategy(StrategyDefinition.of("piggypoints",
                        "Rolls no dice when Piggy Points gives at least cutoff points, else rolls dice.",
                        List.of(cutoff, rolls),
                        values -> new ZeroDiceThreshold((score, opponentScore) -> PiggyPoints.points(opponentScore),
                                values.get("cutoff"), values.get("rolls"))))
                .strategy(StrategyDefinition.of("more-boar",
                        "Rolls no dice for an extra turn or at least cutoff Piggy Points, else rolls dice.",
                        List.of(cutoff, rolls),
                        values -> new MoreBoarStrategy(values.get("cutoff"), values.get("rolls"))))
                .gainAnnouncement(new MaximumGainWords())
                .build();
    }
}
