package dev.hog.analysis;

import dev.hog.api.game.Outcome;
import java.util.stream.IntStream;

/**
 * Lays turns out as {@link Plan plans}, by the tables, for the solvers that value a number of dice in a state by its
 * plan: the {@link OptimalByPlans optimal strategy} and {@link Duel duels}. Each thread lays out into its own plans and
 * notes in its own {@link SumChanges.Note} whether some turn keeps the sum of the scores.
 */
final class Planner {
    private static final double[] CERTAIN = {1.0};

    final TurnTables turn;
    /** What the turns laid out so far did to the sum of the scores, on every thread. */
    final SumChanges sums;
    private final int goal;
    private final Layout layout;
    private final TurnTables.Step sides;
    private final TurnTables.Step zero;
    private final TurnTables.Step bonus;
    private final TurnTables.Step after;
    private final TurnTables.Step next;
    /** The points of a turn of no dice, as a roll of one certain score: {@code noDice[points] = {points}}. */
    private final int[][] noDice;
    /** The outcome code of a turn of no dice, likewise: {@code noDiceCode[points] = {code}}. */
    private final int[][] noDiceCode;
    /** Index strides of a state: per mover score, per opponent score, per the mover's memory. */
    private final int byScore;
    private final int byPair;
    private final int byPassedMemory;
    private final int byKeptMemory;
    private final ThreadLocal<Plan[]> plans;
    private final ThreadLocal<double[]> scratch;

    Planner(TurnTables turn, SumChanges sums) {
        this.turn = turn;
        this.sums = sums;
        this.goal = turn.goal;
        this.layout = turn.layout;
        this.sides = turn.sides;
        this.zero = turn.zero;
        this.bonus = turn.bonus;
        this.after = turn.after;
        this.next = turn.next;
        this.noDice = certain(IntStream.range(0, turn.noDiceCode.length).toArray());
        this.noDiceCode = certain(turn.noDiceCode);
        this.byPair = layout.perPair();
        this.byScore = layout.goal() * byPair;
        this.byPassedMemory = layout.period() * layout.extras();
        this.byKeptMemory = layout.memory() * byPassedMemory;
        int count = (turn.maxDice + 1) * turn.maxClasses;
        this.plans = ThreadLocal.withInitial(() -> {
            Plan[] made = new Plan[count];
            for (int i = 0; i < count; i++) {
                made[i] = new Plan(turn.maxOutcomes, layout, sums.mine());
            }
            return made;
        });
        this.scratch = ThreadLocal.withInitial(() -> new double[count]);
    }

    /** Each value as the one outcome of a certain roll: {@code certain(values)[i] = {values[i]}}. */
    static int[][] certain(int[] values) {
        int[][] each = new int[values.length][];
        for (int i = 0; i < values.length; i++) {
            each[i] = new int[] {values[i]};
        }
        return each;
    }

    /** This thread's plans, one per number of dice and group of memories: {@code dice * maxClasses + group}. */
    Plan[] plans() {
        return plans.get();
    }

    /** This thread's values, one per number of dice and group of memories, as {@link #plans()}. */
    double[] scratch() {
        return scratch.get();
    }

    /**
     * Lays out the mover's turn of {@code dice} dice: every step of the turn is a lookup in the tables, worked out
     * here once for every opponent's memory that the rules do not tell apart.
     */
    void plan(Plan plan, int score, int opponent, int mine, int theirs, int number, int kind, int dice) {
        int[] points;
        int[] codes;
        double[] chance;
        if (dice == 0) {
            int scored = zero.values[zero.at(score, opponent, 0, 0, number, kind, mine, theirs)];
            points = noDice[scored];
            codes = noDiceCode[scored];
            chance = CERTAIN;
        } else {
            int size = sides.values[sides.at(score, opponent, dice, 0, number, kind, mine, theirs)];
            points = turn.rollPoints[size][dice];
            codes = turn.rollCode[size][dice];
            chance = turn.rollChance[size][dice];
        }
        int nextNumber = number + 1 == layout.period() ? 0 : number + 1;
        int passedRest = nextNumber * layout.extras();
        int keptRest = nextNumber * layout.extras() + layout.extras() - 1;
        int bonusAt = bonus.at(score, opponent, dice, 0, number, kind, mine, theirs);
        int afterAt = after.at(0, opponent, dice, 0, number, kind, mine, theirs);
        int nextAt = next.at(0, 0, dice, 0, number, kind, mine, theirs);
        int sum = score + opponent;
        double ended = 0;
        double won = 0;
        double passedChance = 0;
        int kept = 0;
        int passed = 0;
        // Most rules read less than they could: a bonus that does not depend on the points, an end of the turn
        // that depends on nothing. Those lookups are made once here rather than for every score of the roll.
        int[] bonuses = bonus.values;
        int bonusByPoints = bonus.points;
        int fixedBonus = bonusByPoints == 0 ? bonuses[bonusAt] : 0;
        int[] ends = after.values;
        int afterByPoints = after.points;
        int[] nexts = next.values;
        boolean endVaries = (next.score | next.opponent | next.points) != 0;
        int fixedEnd = nexts[nextAt];
        for (int k = 0; k < points.length; k++) {
            int scored = points[k];
            int code = codes[k];
            int raised = score + scored
                    + (bonusByPoints == 0 ? fixedBonus : bonuses[bonusAt + code * bonusByPoints]);
            int at = (afterAt + raised + code * afterByPoints) * 2;
            int newScore = ends[at];
            int newOpponent = ends[at + 1];
            if (newScore >= goal || newOpponent >= goal) {
                ended += chance[k];
                won += chance[k] * Outcome.valueOf(newScore, newOpponent);
                continue;
            }
            if (newScore + newOpponent <= sum) {
                plan.sums.kept = true;
                plan.sums.falls |= newScore + newOpponent < sum;
            }
            int end = endVaries ? nexts[nextAt + newScore * next.score + newOpponent * next.opponent
                    + code * next.points] : fixedEnd;
            int remembered = end >>> 1;
            if ((end & 1) != 0) {
                plan.keptChance[kept] = chance[k];
                plan.keptAt[kept++] = newScore * byScore + newOpponent * byPair + remembered * byKeptMemory
                        + keptRest;
            } else {
                plan.passingChance[passed] = chance[k];
                plan.passingAt[passed++] = newOpponent * byScore + newScore * byPair + remembered * byPassedMemory
                        + passedRest;
                passedChance += chance[k];
            }
        }
        plan.ended = ended;
        plan.won = won;
        plan.kept = kept;
        plan.passed = passed;
        plan.passedChance = passedChance;
    }
}
