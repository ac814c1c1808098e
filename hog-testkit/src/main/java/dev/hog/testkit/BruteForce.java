package dev.hog.testkit;

import dev.hog.analysis.ExactWinRate;
import dev.hog.api.GameState;
import dev.hog.api.RollRule;
import dev.hog.api.Rules;
import dev.hog.api.Strategy;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * Exact win probabilities by brute force, to check the solver against: a memoized recursion over the whole game
 * tree through the engine's own turn ({@link Rules#next(long, int, int)}), with each roll's chances counted by
 * enumerating every combination of faces. It shares nothing with the solver but the rules: not its tables, its
 * grouping of memories, its order of states, nor {@link Rules#rollDistribution(int, int)}.
 *
 * <p>Fit for small goals only; a tie at the end counts as half a win, as in the solver. Not thread-safe.
 */
public final class BruteForce {
    private final Rules rules;
    private final Map<Integer, Map<Integer, Map<Integer, Double>>> rolls = new HashMap<>();

    /**
     * Brute force under some rules.
     *
     * @param rules the rules
     */
    public BruteForce(Rules rules) {
        this.rules = rules;
    }

    /**
     * The first player's chance of winning when both play optimally, from 0 to 0.
     *
     * @param goal the goal
     * @return the game's value
     */
    public double optimalValue(int goal) {
        Map<Long, Double> memo = new HashMap<>();
        return optimal(rules.start(0, 0).key(), goal, memo);
    }

    private double optimal(long state, int goal, Map<Long, Double> memo) {
        Double known = memo.get(state);
        if (known != null) {
            return known;
        }
        double best = -1;
        for (int dice = 0; dice <= rules.maxDice(); dice++) {
            double expected = 0;
            for (Map.Entry<Integer, Double> roll : outcomes(state, dice).entrySet()) {
                long next = rules.next(state, dice, roll.getKey());
                expected += roll.getValue() * forMover(state, next, goal, () -> optimal(next, goal, memo));
            }
            best = Math.max(best, expected);
        }
        memo.put(state, best);
        return best;
    }

    /**
     * Strategy A's chance of beating B, moving first and moving second, from 0 to 0.
     *
     * @param goal the goal
     * @param a strategy A
     * @param b strategy B
     * @return A's win rates
     */
    public ExactWinRate winRate(int goal, Strategy a, Strategy b) {
        long start = rules.start(0, 0).key();
        double first = chanceOfSeat(start, goal, new Strategy[] {a, b}, 0, new HashMap<>());
        double second = chanceOfSeat(start, goal, new Strategy[] {b, a}, 1, new HashMap<>());
        return new ExactWinRate(first, second);
    }

    /** The chance that the player in {@code seat} wins, each seat playing its strategy. */
    private double chanceOfSeat(long state, int goal, Strategy[] seats, int seat, Map<Long, Double> memo) {
        Double known = memo.get(state);
        if (known != null) {
            return known;
        }
        int mover = GameState.mover(state);
        int dice = seats[mover].numRolls(GameState.ofKey(state));
        double chance = 0;
        for (Map.Entry<Integer, Double> roll : outcomes(state, dice).entrySet()) {
            long next = rules.next(state, dice, roll.getKey());
            double seatWins;
            if (over(next, goal)) {
                seatWins = winsAtEnd(next, seat);
            } else {
                seatWins = chanceOfSeat(next, goal, seats, seat, memo);
            }
            chance += roll.getValue() * seatWins;
        }
        memo.put(state, chance);
        return chance;
    }

    @FunctionalInterface
    private interface Value {
        double get();
    }

    /** The mover of {@code state}'s chance after the turn that led to {@code next}. */
    private double forMover(long state, long next, int goal, Value nextValue) {
        int mover = GameState.mover(state);
        if (over(next, goal)) {
            return winsAtEnd(next, mover);
        }
        double value = nextValue.get();
        return GameState.mover(next) == mover ? value : 1 - value;
    }

    private static boolean over(long state, int goal) {
        return GameState.score(state, 0) >= goal || GameState.score(state, 1) >= goal;
    }

    private static double winsAtEnd(long state, int seat) {
        int mine = GameState.score(state, seat);
        int theirs = GameState.score(state, 1 - seat);
        return mine > theirs ? 1 : mine < theirs ? 0 : 0.5;
    }

    /** The chance of each roll score (0 with certainty for no dice, whose score the turn ignores). */
    private Map<Integer, Double> outcomes(long state, int dice) {
        if (dice == 0) {
            return Map.of(0, 1.0);
        }
        int mover = GameState.mover(state);
        int sides = rules.sides(GameState.score(state, mover), GameState.score(state, 1 - mover));
        return rolls.computeIfAbsent(sides, this::enumerate).get(dice);
    }

    /** Counts every combination of faces of 1 to the most dice, folding each with the roll rule. */
    private Map<Integer, Map<Integer, Double>> enumerate(int sides) {
        long[][] counts = new long[rules.maxDice() + 1][sides * rules.maxDice() + 1];
        walk(rules.rollRule(), sides, 0, rules.rollRule().start(), counts);
        Map<Integer, Map<Integer, Double>> chances = new HashMap<>();
        for (int dice = 1; dice <= rules.maxDice(); dice++) {
            double combinations = Math.pow(sides, dice);
            Map<Integer, Double> chance = new TreeMap<>();
            for (int points = 0; points < counts[dice].length; points++) {
                if (counts[dice][points] > 0) {
                    chance.put(points, counts[dice][points] / combinations);
                }
            }
            chances.put(dice, chance);
        }
        return chances;
    }

    private void walk(RollRule roll, int sides, int depth, int accumulator, long[][] counts) {
        if (depth > 0) {
            int points = roll.points(accumulator);
            if (points >= counts[depth].length) {
                counts[depth] = java.util.Arrays.copyOf(counts[depth], 2 * points + 1);
            }
            counts[depth][points]++;
        }
        if (depth == rules.maxDice()) {
            return;
        }
        for (int face = 1; face <= sides; face++) {
            walk(roll, sides, depth + 1, roll.add(accumulator, face), counts);
        }
    }
}
