package dev.hog.analysis;

import java.util.Arrays;

/**
 * The optimal strategy of a game whose rules remember something of each player but do not read what is remembered of
 * the opponent (su20's Feral Hogs), one pair of scores at a time, every memory of the opponent at once.
 *
 * <p>As {@link OptimalByPlans}, each number of dice and each group of the mover's memories is laid out once per pair
 * as a {@link Plan}; but rather than value the plan once per opponent's memory, reading values that lie a whole
 * block of memories apart, each outcome is added to the value of every opponent's memory in one loop over
 * neighbouring values. An outcome that keeps the mover reads the mover's next state, whose opponent's memories are
 * neighbours in the solver's table; an outcome that passes the turn reads the opponent's, whose own memories are
 * neighbours in a second table with the memories the other way round, which this body keeps beside the first. Each
 * value gets the very sums {@link Plan#symmetric} gives it, in the same order, so the values and the choices are the
 * same to the bit. A pair with a turn that keeps the sum of the scores, whose values read its own, is solved one
 * opponent's memory after another, as {@link OptimalByPlans} does. Fills the tables it is given; the {@link Solver}
 * sweeps it over the pairs.
 */
final class OptimalByLanes implements LayerSweep.PairBody {
    private final Planner planner;
    private final OptimalByPlans byPlans;
    private final TurnTables turn;
    private final StateSpace space;
    private final double[] value;
    /** The values with the memories the other way round: {@code swapped[at(s, o, theirs, mine)] = value[at(s, o, mine, theirs)]}. */
    private final double[] swapped;
    private final byte[] policy;
    private final int memory;
    /** How far apart the values of neighbouring opponent's memories lie: {@link StateSpace#stride} of it. */
    private final int lane;
    private final ThreadLocal<double[]> lanes;
    /** Each thread's best values and choices so far, per opponent's memory. */
    private final ThreadLocal<double[]> best;
    private final ThreadLocal<int[]> bestDice;

    OptimalByLanes(Planner planner, double[] value, double[] swapped, byte[] policy) {
        this.planner = planner;
        this.byPlans = new OptimalByPlans(planner, value, policy, swapped);
        this.turn = planner.turn;
        this.space = turn.space;
        this.value = value;
        this.swapped = swapped;
        this.policy = policy;
        this.memory = space.memorySize();
        this.lane = space.stride(StateSpace.Part.OPPONENT_MEMORY);
        int plans = (turn.maxDice + 1) * turn.maxClasses;
        this.lanes = ThreadLocal.withInitial(() -> new double[plans * memory]);
        this.best = ThreadLocal.withInitial(() -> new double[memory]);
        this.bestDice = ThreadLocal.withInitial(() -> new int[memory]);
    }

    /** Whether this body serves a game: rules that remember, but not by what is remembered of the opponent. */
    static boolean serves(TurnTables turn) {
        return turn.space.memorySize() > 1 && !turn.readsOpponentMemory;
    }

    /** Solves the states of one pair of scores. */
    @Override
    public void solve(int score, int opponent) {
        Plan[] plans = planner.plans();
        double[] values = lanes.get();
        int classes = turn.maxClasses;
        for (int number = 0; number < space.turnPeriod(); number++) {
            for (int kind = 0; kind < space.extras(); kind++) {
                boolean keepsSum = false;
                for (int dice = 0; dice <= turn.maxDice; dice++) {
                    int[] representatives = turn.classMemory[dice];
                    for (int c = 0; c < representatives.length; c++) {
                        Plan plan = plans[dice * classes + c];
                        planner.plan(plan, score, opponent, representatives[c], 0, number, kind, dice);
                        keepsSum |= plan.keepsSum;
                    }
                }
                if (keepsSum) {
                    byPlans.solveLaid(plans, score, opponent, number, kind);
                    continue;
                }
                for (int dice = 0; dice <= turn.maxDice; dice++) {
                    for (int c = 0; c < turn.classMemory[dice].length; c++) {
                        valueLanes(plans[dice * classes + c], values, (dice * classes + c) * memory);
                    }
                }
                chooseEach(values, score, opponent, number, kind);
            }
        }
    }

    /**
     * A plan's value for every opponent's memory, at {@code out} onwards: per memory the sums of
     * {@link Plan#symmetric}, in its order, so each is the same to the bit.
     */
    private void valueLanes(Plan plan, double[] values, int out) {
        int end = out + memory;
        Arrays.fill(values, out, end, plan.won + plan.passedChance);
        int step = lane;
        if (step == 1) {
            // Neighbouring memories side by side, as in every game that tells neither turn numbers nor kinds of turn
            // apart: loops the compiler can run several memories at a time.
            for (int k = 0; k < plan.kept; k++) {
                double chance = plan.keptChance[k];
                int from = plan.keptAt[k] - out;
                for (int i = out; i < end; i++) {
                    values[i] += chance * value[from + i];
                }
            }
            for (int k = 0; k < plan.passed; k++) {
                double chance = plan.passingChance[k];
                int from = plan.passingSwapped[k] - out;
                for (int i = out; i < end; i++) {
                    values[i] -= chance * swapped[from + i];
                }
            }
            return;
        }
        for (int k = 0; k < plan.kept; k++) {
            double chance = plan.keptChance[k];
            for (int at = plan.keptAt[k], i = out; i < end; i++, at += step) {
                values[i] += chance * value[at];
            }
        }
        for (int k = 0; k < plan.passed; k++) {
            double chance = plan.passingChance[k];
            for (int at = plan.passingSwapped[k], i = out; i < end; i++, at += step) {
                values[i] -= chance * swapped[at];
            }
        }
    }

    /**
     * Each of the mover's memories takes the number of dice of highest value, the fewest among equals: for each of the
     * mover's memories, the numbers of dice in increasing order, every opponent's memory at once where no choice rule
     * is in force; the comparisons of each state are those of {@link OptimalByPlans}, in the same order.
     */
    private void chooseEach(double[] values, int score, int opponent, int number, int kind) {
        if (turn.legal != null) {
            chooseLegal(values, score, opponent, number, kind);
            return;
        }
        int classes = turn.maxClasses;
        double[] best = this.best.get();
        int[] bestDice = this.bestDice.get();
        for (int mine = 0; mine < memory; mine++) {
            Arrays.fill(best, -1);
            Arrays.fill(bestDice, -1);
            for (int dice = 0; dice <= turn.maxDice; dice++) {
                int from = (dice * classes + turn.memoryClass[dice][mine]) * memory;
                // Without branches: which number of dice is best is as good as random from state to state.
                for (int theirs = 0; theirs < memory; theirs++) {
                    double expected = values[from + theirs];
                    boolean better = expected > best[theirs];
                    best[theirs] = better ? expected : best[theirs];
                    bestDice[theirs] = better ? dice : bestDice[theirs];
                }
            }
            write(best, bestDice, score, opponent, mine, number, kind);
        }
    }

    /** As {@link #chooseEach}, asking the choice rules whether each number of dice is allowed in each state. */
    private void chooseLegal(double[] values, int score, int opponent, int number, int kind) {
        int classes = turn.maxClasses;
        double[] best = this.best.get();
        int[] bestDice = this.bestDice.get();
        for (int mine = 0; mine < memory; mine++) {
            for (int theirs = 0; theirs < memory; theirs++) {
                best[theirs] = -1;
                bestDice[theirs] = -1;
                for (int dice = 0; dice <= turn.maxDice; dice++) {
                    double expected = values[(dice * classes + turn.memoryClass[dice][mine]) * memory + theirs];
                    if (expected > best[theirs] && turn.allows(score, opponent, dice, number, kind, mine, theirs)) {
                        best[theirs] = expected;
                        bestDice[theirs] = dice;
                    }
                }
            }
            write(best, bestDice, score, opponent, mine, number, kind);
        }
    }

    /** Writes the best value and choice of one mover's memory, for every opponent's memory, to both tables. */
    private void write(double[] best, int[] bestDice, int score, int opponent, int mine, int number, int kind) {
        for (int theirs = 0; theirs < memory; theirs++) {
            int index = space.at(score, opponent, mine, theirs, number, kind);
            if (bestDice[theirs] < 0) {
                throw OptimalByPlans.noLegalChoice(turn, index);
            }
            value[index] = best[theirs];
            swapped[space.at(score, opponent, theirs, mine, number, kind)] = best[theirs];
            policy[index] = (byte) bestDice[theirs];
        }
    }
}
