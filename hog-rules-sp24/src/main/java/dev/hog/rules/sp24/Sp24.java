package dev.hog.rules.sp24;

import dev.hog.api.game.Strategy;
import dev.hog.api.ruleset.Option;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.StrategyDefinition;
import dev.hog.api.ruleset.StrategyParameter;
import dev.hog.rules.common.PigOut;
import java.util.List;

/** The sp24 ruleset. */
public final class Sp24 {
    /** The ruleset's id. */
    public static final String ID = "sp24";
    /** The option that chooses how a score updates: with Sus Fuss or without. */
    public static final String UPDATE = "update";
    /** The value of {@link #UPDATE} with Sus Fuss, the default. */
    public static final String SUS = "sus";
    /** The value of {@link #UPDATE} without Sus Fuss. */
    public static final String SIMPLE = "simple";

    /**
     * The later offerings that played sp24's rules, each an alias of this ruleset: their course test files pass
     * against it unchanged.
     */
    public static final List<String> OFFERINGS = List.of("fa23", "su24", "fa24", "sp25", "su25", "fa25");

    private static final int MAX_DICE = 10;
    private static final Ruleset RULESET = build();

    private Sp24() {
    }

    /**
     * The sp24 ruleset.
     *
     * @return the ruleset
     */
    public static Ruleset ruleset() {
        return RULESET;
    }

    private static Ruleset build() {
        StrategyParameter threshold = StrategyParameter.of("threshold", 11, 0, 10_000,
                "the fewest points worth rolling no dice for");
        StrategyParameter rolls = StrategyParameter.of("rolls", 6, 0, MAX_DICE, "the dice to roll otherwise");
        Ruleset.Builder builder = Ruleset.builder(ID);
        OFFERINGS.forEach(builder::alias);
        return builder
                .name("CS 61A Spring 2024")
                .description("Sow Sad, Boar Brawl and Sus Fuss. A roll with a 1 scores 1; rolling zero dice scores"
                        + " 3 * |tens(opponent) - ones(yours)|, at least 1; a score with 3 or 4 factors becomes the"
                        + " next prime.")
                .maxDice(MAX_DICE)
                .option(Option.choice(UPDATE, SUS, List.of(SUS, SIMPLE),
                        "how a score updates after a turn: sus applies Sus Fuss, simple does not"))
                .rule(PigOut.sowSad())
                .rule(new BoarBrawl())
                .rule(new SusFuss(), UPDATE, SUS)
                .baseline(Strategy.alwaysRoll(6))
                .strategy(StrategyDefinition.of("boar",
                        "Rolls no dice when Boar Brawl gives at least threshold points, else rolls dice.",
                        List.of(threshold, rolls),
                        values -> new BoarStrategy(values.get("threshold"), values.get("rolls"))))
                .strategy(StrategyDefinition.of("sus",
                        "Rolls no dice when that gains at least threshold points, Sus Fuss included, else rolls"
                                + " dice.",
                        List.of(threshold, rolls),
                        values -> new SusStrategy(values.get("threshold"), values.get("rolls"))))
                .strategy(StrategyDefinition.of("catch-up", "Rolls 6 dice when behind, 5 otherwise.", List.of(),
                        values -> new CatchUp()))
                .build();
    }
}
