package dev.hog.analysis;

import dev.hog.api.API;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Scores;
import dev.hog.api.game.Strategy;
import dev.hog.api.play.Dice;
import dev.hog.api.play.Match;
import java.util.function.DoubleSupplier;
import java.util.function.ToDoubleFunction;

/**
 * The course's experiment helpers, under any ruleset. Who won is the SDK's one rule ({@link dev.hog.api.game.Outcome}):
 * a tie, which no course ruleset allows, counts as half a win. Thread-safe; the functions they return are as
 * thread-safe as the functions and dice they are given.
 */
@API(status = API.Status.STABLE, since = "1.0")
public final class Experiments {
    /** How many rolls {@link #maxScoringNumRolls(GameDefinition, Dice)} averages, as the course does by default. */
    public static final int DEFAULT_SAMPLES = 1000;

    private Experiments() {
    }

    /**
     * The course's {@code make_averaged}: a function that calls {@code function} {@code samples} times and returns
     * the average of its results.
     *
     * @param function the function to average
     * @param samples how many calls to average, at least 1
     * @return the averaging function
     */
    public static DoubleSupplier makeAveraged(DoubleSupplier function, int samples) {
        requirePositive(samples);
        return () -> {
            double total = 0;
            for (int i = 0; i < samples; i++) {
                total += function.getAsDouble();
            }
            return total / samples;
        };
    }

    /**
     * The course's {@code make_averaged} for a function of arguments: the average of {@code samples} calls with the
     * same arguments.
     *
     * @param function the function to average
     * @param samples how many calls to average, at least 1
     * @param <A> the arguments' type
     * @return the averaging function
     */
    public static <A> ToDoubleFunction<A> makeAveraged(ToDoubleFunction<A> function, int samples) {
        requirePositive(samples);
        return arguments -> makeAveraged(() -> function.applyAsDouble(arguments), samples).getAsDouble();
    }

    /**
     * The course's {@code max_scoring_num_rolls}: tries 1 to the maximum number of dice in order, each averaged over
     * {@code samples} rolls of the same dice consumed in sequence, and returns the number with the highest average,
     * the fewest on a tie.
     *
     * @param rules the rules whose roll scoring counts
     * @param dice the dice, used in sequence
     * @param samples rolls averaged per number of dice, at least 1
     * @return the best number of dice
     */
    public static int maxScoringNumRolls(GameDefinition rules, Dice dice, int samples) {
        requirePositive(samples);
        int best = 1;
        double bestAverage = Double.NEGATIVE_INFINITY;
        int sides = rules.sides();
        for (int count = 1; count <= rules.maxDice(); count++) {
            int rolled = count;
            double average = makeAveraged(() -> rules.roll(dice::roll, rolled, sides), samples).getAsDouble();
            if (average > bestAverage) {
                best = count;
                bestAverage = average;
            }
        }
        return best;
    }

    /**
     * {@link #maxScoringNumRolls(GameDefinition, Dice, int)} with the course's 1000 samples.
     *
     * @param rules the rules whose roll scoring counts
     * @param dice the dice
     * @return the best number of dice
     */
    public static int maxScoringNumRolls(GameDefinition rules, Dice dice) {
        return maxScoringNumRolls(rules, dice, DEFAULT_SAMPLES);
    }

    /**
     * The course's {@code is_always_roll}: whether the strategy returns the same number of dice for every pair of
     * scores below the goal.
     *
     * @param strategy the strategy
     * @param goal the goal
     * @return {@code true} if it always rolls the same number of dice
     */
    public static boolean isAlwaysRoll(Strategy strategy, int goal) {
        int first = strategy.numRolls(0, 0);
        for (int score = 0; score < goal; score++) {
            for (int opponent = 0; opponent < goal; opponent++) {
                if (strategy.numRolls(score, opponent) != first) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * The course's {@code winner}: plays one game and returns the player who ended with the higher score.
     *
     * @param rules the game
     * @param strategy0 player 0's strategy
     * @param strategy1 player 1's strategy
     * @param dice the dice
     * @return the winner, 0 or 1, or -1 for a tie
     */
    public static int winner(GameDefinition rules, Strategy strategy0, Strategy strategy1, Dice dice) {
        return play(rules, strategy0, strategy1, dice).winner();
    }

    private static Scores play(GameDefinition rules, Strategy strategy0, Strategy strategy1, Dice dice) {
        return Match.builder(rules).players(strategy0, strategy1).dice(dice).build().finalScores();
    }

    /**
     * The course's {@code average_win_rate}: the mean of the strategy's win rate as player 0 and as player 1 against
     * a baseline, each averaged over {@code samples} games.
     *
     * @param rules the rules
     * @param strategy the strategy
     * @param baseline the opponent
     * @param dice the dice, used in sequence
     * @param samples games per seat, at least 1
     * @return the win rate
     */
    public static double averageWinRate(GameDefinition rules, Strategy strategy, Strategy baseline, Dice dice,
            int samples) {
        double asPlayer0 = makeAveraged(() -> play(rules, strategy, baseline, dice).outcome(0).value(), samples)
                .getAsDouble();
        double asPlayer1 = makeAveraged(() -> play(rules, baseline, strategy, dice).outcome(1).value(), samples)
                .getAsDouble();
        return (asPlayer0 + asPlayer1) / 2;
    }

    private static void requirePositive(int samples) {
        if (samples < 1) {
            throw new IllegalArgumentException("Averaging needs at least 1 sample, not " + samples);
        }
    }
}
