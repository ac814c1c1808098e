package dev.hog.rules.fa22;

import dev.hog.api.game.Strategy;
import dev.hog.api.ruleset.Option;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.StrategyDefinition;
import dev.hog.api.ruleset.StrategyParameter;
import dev.hog.rules.common.PigOut;
import dev.hog.rules.common.ZeroDiceThreshold;
import dev.hog.rules.sp24.Sp24;
import java.util.List;

/** The fa22 ruleset, which sp23 played too. */
public final class Fa22 {
    /** Spring 2023, which played fa22's rules: the ruleset answers to its id, and its course files pass against it. */
    public static final String SP23 = "sp23";
    /** The ruleset's id. */
    public static final String ID = "fa22";
    /** The option that chooses how a score updates, as the course's {@code play} takes {@code update}. */
    public static final String UPDATE = "update";
    /** The value of {@link #UPDATE} with Square Swine, the course's {@code square_update}; the default. */
    public static final String SQUARE = "square";
    /** The value of {@link #UPDATE} without Square Swine, the course's {@code simple_update}. */
    public static final String SIMPLE = "simple";

    private static final int MAX_DICE = 10;
    private static final Ruleset RULESET = build();

    private Fa22() {
    }

    /**
     * The fa22 ruleset.
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
                .alias(SP23)
                .name("CS 61A Fall 2022")
                .description("Sow Sad, Pig Tail and Square Swine. A roll with a 1 scores 1; rolling zero dice scores"
                        + " 2 * |tens - ones| + 1 of the opponent's score; a perfect square score rises to the next"
                        + " perfect square.")
                .maxDice(MAX_DICE)
                .option(Option.choice(UPDATE, SQUARE, List.of(SQUARE, SIMPLE),
                        "how a score updates after a turn: square applies Square Swine, simple does not"))
                .rule(PigOut.sowSad())
                .rule(new PigTail())
                .rule(new SquareSwine(), UPDATE, SQUARE)
                .baseline(Strategy.alwaysRoll(6))
                .strategy(StrategyDefinition.of("tail",
                        "Rolls no dice when Pig Tail gives at least threshold points, else rolls dice.",
                        List.of(threshold, rolls),
                        values -> new ZeroDiceThreshold((score, opponentScore) -> PigTail.points(opponentScore),
                                values.get("threshold"), values.get("rolls"))))
                .strategy(StrategyDefinition.of("square",
                        "Rolls no dice when that gains at least threshold points, Square Swine included, else rolls"
                                + " dice.",
                        List.of(threshold, rolls),
                        values -> new SquareStrategy(values.get("threshold"), values.get("rolls"))))
                .strategy(Sp24.ruleset().strategyDefinition("catch-up").orElseThrow())
                .build();
    }
}
