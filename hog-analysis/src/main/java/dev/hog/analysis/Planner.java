package dev.hog.analysis;

import dev.hog.api.game.Outcome;
import java.util.Arrays;

/**
 * Lays turns out as {@link Plan plans}, by the tables, for the solvers that value a number of dice in a state by its
 * plan: the {@link OptimalByPlans optimal strategy} and {@link Duel duels}. Each thread lays out into its own plans and
 * notes in its own {@link SumChanges.Note} whether some turn keeps the sum of the scores.
 */
final class Planner {
    final TurnTables turn;
    /** What the turns laid out so far did to the sum of the scores, on every thread. */
    final SumChanges sums;
    private final StateSpace space;
    /** Index strides of a state: per mover score, per opponent score, per the mover's memory. */
    private final ThreadLocal<Plan[]> plans;
    private final ThreadLocal<double[]> scratch;

    /** Whether the plans number states {@link StateSpace#inSolveOrder in the solve's order}, else in the space's. */
    private final boolean solveOrder;
    private final int never;

    /**
     * A planner.
     *
     * @param solveOrder whether the plans number states in {@link StateSpace#inSolveOrder the solve's order}, where
     *     the states a passing outcome leads to, one per memory of the player who waits, are consecutive; else in the
     *     space's order
     */
    Planner(TurnTables turn, SumChanges sums, boolean solveOrder) {
        this.turn = turn;
        this.sums = sums;
        this.space = turn.space;
        this.solveOrder = solveOrder;
        int count = turn.choiceCount * turn.maxClasses;
        this.plans = ThreadLocal.withInitial(() -> {
            Plan[] made = new Plan[count];
            TurnWalk walk = new TurnWalk(turn);
            for (int i = 0; i < count; i++) {
                made[i] = new Plan(turn.maxOutcomes, space, sums.mine(), walk, solveOrder);
            }
            return made;
        });
        int perPlan = solveOrder ? space.memorySize() : 1;
        this.never = count * perPlan;
        this.scratch = ThreadLocal.withInitial(() -> {
            double[] values = new double[(count + 1) * perPlan];
            Arrays.fill(values, never, values.length, -1);
            return values;
        });
    }

    /** Where the {@link #scratch()} holds, after every plan's values, one more plan's worth of -1. */
    int never() {
        return never;
    }

    /** This thread's plans, one per number of dice and group of memories: {@code dice * maxClasses + group}. */
    Plan[] plans() {
        return plans.get();
    }

    /**
     * This thread's values, one per number of dice and group of memories, as {@link #plans()}; in the solve's order,
     * one per those and memory of the opponent, {@code (dice * maxClasses + group) * memorySize + theirs}. Then as
     * many values of -1, from {@link #never()}, which no plan writes: worth less than any chance.
     */
    double[] scratch() {
        return scratch.get();
    }

    /**
     * Lays out the mover's turn of {@code dice} dice, as the plan's {@link TurnWalk} walks it, once for every
     * opponent's memory that the rules do not tell apart.
     */
    void plan(Plan plan, int score, int opponent, int mine, int theirs, int number, int kind, int dice) {
        TurnWalk walk = plan.walk;
        walk.startRoll(score, opponent, mine, theirs, number, kind, dice);
        int[] points = walk.points;
        int[] codes = walk.codes;
        double[] chance = walk.chance;
        int[] scores = walk.scores();
        int nextNumber = number + 1 == space.turnPeriod() ? 0 : number + 1;
        int sum = score + opponent;
        double ended = 0;
        double won = 0;
        double passedChance = 0;
        int kept = 0;
        int passed = 0;
        for (int k = 0; k < points.length; k++) {
            int code = codes[k];
            int at = walk.landing(points[k], code);
            int newScore = scores[at];
            int newOpponent = scores[at + 1];
            if (walk.ends(newScore, newOpponent)) {
                ended += chance[k];
                won += chance[k] * Outcome.valueOf(newScore, newOpponent);
                continue;
            }
            if (newScore + newOpponent <= sum) {
                plan.sums.kept = true;
                plan.sums.falls |= newScore + newOpponent < sum;
            }
            int end = walk.end(newScore, newOpponent, code);
            if ((end & 1) != 0) {
                plan.keptChance[kept] = chance[k];
                plan.keptAt[kept++] = indexAfter(true, newScore, newOpponent, end >>> 1, nextNumber);
            } else {
                plan.passingChance[passed] = chance[k];
                plan.passingAt[passed++] = indexAfter(false, newScore, newOpponent, end >>> 1, nextNumber);
                passedChance += chance[k];
            }
        }
        plan.ended = ended;
        plan.won = won;
        plan.kept = kept;
        plan.passed = passed;
        plan.passedChance = passedChance;
    }

    /**
     * The index of the state a turn leads to, from the scores and memory it leaves, but for the memory of the player
     * who waits after it (the opponent's, on an extra turn, else the mover's), which the plan adds when it is valued.
     */
    private int indexAfter(boolean keeps, int newScore, int newOpponent, int remembered, int nextNumber) {
        if (solveOrder) {
            return keeps ? space.inSolveOrder(newScore, newOpponent, remembered, 0, nextNumber, space.extras() - 1)
                    : space.inSolveOrder(newOpponent, newScore, 0, remembered, nextNumber, 0);
        }
        return keeps ? space.at(newScore, newOpponent, remembered, 0, nextNumber, space.extras() - 1)
                : space.at(newOpponent, newScore, 0, remembered, nextNumber, 0);
    }
}
