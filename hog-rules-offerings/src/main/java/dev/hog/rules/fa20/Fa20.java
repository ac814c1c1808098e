package dev.hog.rules.fa20;

import dev.hog.api.game.Strategy;
import dev.hog.api.ruleset.Option;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.StrategyDefinition;
import dev.hog.api.ruleset.StrategyParameter;
import dev.hog.rules.common.PigOut;
import dev.hog.rules.common.ZeroDiceThreshold;
import java.util.List;

/** The fa20 ruleset. */
public final class Fa20 {
    /** The ruleset's id. */
    public static final String ID = "fa20";
    /** The option that turns Swine Align on and off, as the course's GUI turns its rules; on by default. */
    public static final String SWINE_ALIGN = "swine-align";
    /** The option that turns Pig Pass on and off, as the course's GUI turns its rules; on by default. */
    public static final String PIG_PASS = "pig-pass";

    private static final int MAX_DICE = 10;
    private static final Ruleset RULESET = build();

    private Fa20() {
    }

    /**
     * The fa20 ruleset.
     *
     * @return the ruleset
     */
    public static Ruleset ruleset() {
        return RULESET;
    }

    private static Ruleset build() {
        StrategyParameter cutoff = StrategyParameter.of("cutoff", 8, 0, 10_000,
                "the fewest Free Bacon points worth rolling no dice for");
        StrategyParameter rolls = StrategyParameter.of("rolls", 6, 0, MAX_DICE, "the dice to roll otherwise");
        return Ruleset.builder(ID)
                .name("CS 61A Fall 2020")
                .description("Pig Out, Free Bacon, Swine Align and Pig Pass. Rolling zero dice scores 3 plus the"
                        + " digit of pi at the place of the opponent's score; a mover whose score shares a divisor of"
                        + " at least 10 with the opponent's, or trails it by less than 3, plays again.")
                .maxDice(MAX_DICE)
                .option(Option.flag(SWINE_ALIGN, true, "Swine Align: another turn when both scores are positive and"
                        + " their greatest common divisor is at least 10"))
                .option(Option.flag(PIG_PASS, true, "Pig Pass: another turn when behind the opponent by less than 3"))
                .rule(new PigOut())
                .rule(new FreeBacon())
                .rule(new SwineAlign(), SWINE_ALIGN, "true")
                .rule(new PigPass(), PIG_PASS, "true")
                .baseline(Strategy.alwaysRoll(6))
                .strategy(StrategyDefinition.of("bacon",
                        "Rolls no dice when Free Bacon gives at least cutoff points, else rolls dice.",
                        List.of(cutoff, rolls),
                        values -> new ZeroDiceThreshold((score, opponentScore) -> FreeBacon.points(opponentScore),
                                values.get("cutoff"), values.get("rolls"))))
                .strategy(StrategyDefinition.of("extra-turn",
                        "Rolls no dice for an extra turn or at least cutoff Free Bacon points, else rolls dice.",
                        List.of(cutoff, rolls),
                        values -> new ExtraTurnStrategy(values.get("cutoff"), values.get("rolls"))))
                .gainAnnouncement(new MostYetWords())
                .build();
    }
}
