package dev.hog.analysis;

import java.util.Arrays;

/**
 * The optimal strategy of any game, one pair of scores at a time: for each turn number and kind of turn, each number
 * of dice and each group of the mover's memories that behave alike, the turn is laid out once as a {@link Plan} and
 * valued for every memory of the opponent at once; each of the mover's memories then takes its best. A group whose
 * turn is the usual group's from a higher score ({@link TurnTables#scoreShift}: Feral Hogs' memories 2 away from the
 * dice, 3 points up) is not laid out at all where that score is below the goal: it takes the values the usual group had
 * at the pair that many points up, which the sweep in decreasing sum has solved, to the same bits. Fills the values
 * and choices it is given, numbered {@link StateSpace#inSolveOrder in the solve's order}, in which the values a turn
 * leads to, one per memory of the player who waits, are side by side; the {@link Solver} sweeps it over the pairs.
 *
 * <p>It also finds the best response to fixed choices ({@link #bestResponse}): A chooses as above, by A's chance of
 * winning rather than the mover's, and B, in the same states, plays B's choices.
 */
final class OptimalByPlans implements LayerSweep.PairBody {
    private final Planner planner;
    private final TurnTables turn;
    /** The mover's chances; in a best response, A's chances with A to move. */
    private final double[] value;
    private final byte[] policy;
    /** In a best response, A's chances with B to move, and B's choice codes; else null. */
    private final double[] waiting;
    private final byte[] fixed;
    /** In a best response, each thread's values of B's plans for one memory of the opponent, and which are laid. */
    private final ThreadLocal<Waiting> waitingWork;
    /** Per number of dice, its usual group ({@link TurnTables#usualClass}). */
    private final int[] usual;
    /**
     * Per memory of the mover, the numbers of dice whose group for it is not their usual one (Feral Hogs: those 2
     * away), as a mask of bits; null where the choices go memory by memory through every number of dice.
     */
    private final long[] unusual;
    /**
     * Where the choices rank: the {@value #RANKED} unusual numbers of dice of memory {@code mine}, at
     * {@code RANKED * mine} on, in increasing order, each with where its plan's values start in the scratch; where a
     * memory has fewer, the rest are {@link #NO_DICE} with the {@link Planner#scratch() scratch's} values of -1.
     */
    private final int[] unusualDice;
    private final int[] unusualAt;
    /** Per number of dice, where its usual group's values start in the scratch. */
    private final int[] usualPlanAt;
    /**
     * Whether a group's values are taken from the usual group's at a higher score ({@link TurnTables#scoreShift})
     * rather than laid out and valued again.
     */
    private final boolean shifts;
    /**
     * The usual groups' values of the pairs of the last sums of the scores, as far back as the largest shift reaches:
     * per sum modulo {@link #shiftSums}, per mover's score, turn number, kind of turn, number of dice and opponent's
     * memory. Each pair writes only its own, and reads those of sums that are done before its own begins.
     */
    private final double[] usualValues;
    private final int shiftSums;
    /**
     * The optimal solve's body.
     *
     * @param planner a planner {@link Planner#Planner in the solve's order}
     * @param value the values, filled in the solve's order
     * @param policy the choices, filled in the solve's order; null to keep none
     */
    OptimalByPlans(Planner planner, double[] value, byte[] policy) {
        this(planner, value, policy, true);
    }

    /**
     * The optimal solve's body, choosing by ranking the usual values where it pays if {@code rank}, else always memory
     * by memory through every number of dice: the same choices either way.
     */
    OptimalByPlans(Planner planner, double[] value, byte[] policy, boolean rank) {
        this(planner, value, policy, rank, true);
    }

    /**
     * The optimal solve's body, as above, taking a group's values from the usual group's at a higher score where the
     * rules allow if {@code shift}: the same values either way, but only in a pass in decreasing sum of the scores
     * where every turn raises the sum.
     */
    OptimalByPlans(Planner planner, double[] value, byte[] policy, boolean rank, boolean shift) {
        this(planner, value, policy, rank, shift, null, null);
    }

    /**
     * The best response's body: A's chances with A to move into {@code moving} and A's choices into {@code policy},
     * A's chances with B to move into {@code waiting}, B playing {@code choices}; all in the solve's order.
     *
     * @param planner a planner {@link Planner#Planner in the solve's order}
     * @param choices B's choice codes, in the solve's order
     */
    static OptimalByPlans bestResponse(Planner planner, double[] moving, double[] waiting, byte[] policy,
            byte[] choices) {
        return new OptimalByPlans(planner, moving, policy, true, true, waiting, choices);
    }

    private OptimalByPlans(Planner planner, double[] value, byte[] policy, boolean rank, boolean shift,
            double[] waiting, byte[] fixed) {
        this.planner = planner;
        this.turn = planner.turn;
        this.value = value;
        this.policy = policy;
        this.waiting = waiting;
        this.fixed = fixed;
        int plans = turn.choiceCount * turn.maxClasses;
        int memoryCodes = turn.space.memorySize();
        this.waitingWork = ThreadLocal.withInitial(() -> new Waiting(plans, memoryCodes));
        int memories = turn.space.memorySize();
        this.usual = turn.usualClass;
        long[] masks = new long[memories];
        this.unusualDice = new int[RANKED * memories];
        this.unusualAt = new int[RANKED * memories];
        this.usualPlanAt = new int[turn.choiceCount];
        Arrays.fill(unusualDice, NO_DICE);
        Arrays.fill(unusualAt, planner.never());
        int most = 0;
        for (int mine = 0; mine < memories; mine++) {
            int count = 0;
            for (int d = 0; d < turn.choiceCount; d++) {
                int group = turn.memoryClass[d][mine];
                if (group != usual[d]) {
                    masks[mine] |= 1L << d;
                    if (count < RANKED) {
                        unusualDice[RANKED * mine + count] = d;
                        unusualAt[RANKED * mine + count] = (d * turn.maxClasses + group) * memories;
                    }
                    count++;
                }
            }
            most = Math.max(most, count);
        }
        for (int d = 0; d < turn.choiceCount; d++) {
            usualPlanAt[d] = (d * turn.maxClasses + usual[d]) * memories;
        }
        // Ranking the usual values pays where few numbers of dice are unusual for any memory and no rule forbids.
        boolean ranked = rank && turn.legal == null && most <= RANKED && turn.choiceCount < Long.SIZE;
        this.unusual = ranked ? masks : null;
        int largest = 0;
        for (int[] byGroup : turn.scoreShift) {
            for (int points : byGroup) {
                largest = Math.max(largest, points);
            }
        }
        StateSpace space = turn.space;
        long values = (long) (largest + 1) * turn.goal * space.turnPeriod() * space.extras() * turn.choiceCount
                * memories;
        this.shifts = shift && largest > 0 && values <= MAX_USUAL_VALUES;
        this.shiftSums = largest + 1;
        this.usualValues = shifts ? new double[(int) values] : null;
    }

    /** The most values {@link #usualValues} holds; a game that would need more lays out every group. */
    private static final long MAX_USUAL_VALUES = 1 << 22;

    /**
     * At most this many unusual numbers of dice per memory, the choices rank the three best usual values. The loop
     * over them is written out for 2.
     */
    private static final int RANKED = 2;
    /** A rank not yet taken: worth less than any chance, and a number of dice no memory finds unusual. */
    private static final int NO_DICE = Long.SIZE - 1;

    /** Whether the choices rank the usual values. */
    boolean ranks() {
        return unusual != null;
    }

    /** Whether some group's values are taken from the usual group's at a higher score. */
    boolean shifts() {
        return shifts;
    }

    @Override
    public LayerSweep.PairBody fromCurrentValues() {
        return shifts ? new OptimalByPlans(planner, value, policy, unusual != null, false, waiting, fixed) : this;
    }

    /** Solves the states of one pair of scores. */
    @Override
    public void solve(int score, int opponent) {
        StateSpace space = turn.space;
        Plan[] plans = planner.plans();
        double[] scratch = planner.scratch();
        int memories = space.memorySize();
        for (int number = 0; number < space.turnPeriod(); number++) {
            for (int kind = 0; kind < space.extras(); kind++) {
                int keptAt = shifts ? keptAt(score, opponent, number, kind) : 0;
                if (!turn.readsOpponentMemory) {
                    // The plans are the same for every memory of the opponent: valued for all of them at once.
                    lay(plans, score, opponent, number, kind, 0);
                    valueEach(plans, scratch, memories, score, opponent, number, kind, keptAt);
                    for (int theirs = 0; theirs < memories; theirs++) {
                        chooseEach(scratch, score, opponent, number, kind, theirs);
                    }
                    if (fixed != null) {
                        solveWaitingEach(plans, score, opponent, number, kind);
                    }
                    continue;
                }
                for (int theirs = 0; theirs < memories; theirs++) {
                    lay(plans, score, opponent, number, kind, theirs);
                    valueOne(plans, scratch, theirs, score, opponent, number, kind, keptAt);
                    chooseEach(scratch, score, opponent, number, kind, theirs);
                    if (fixed != null) {
                        solveWaiting(plans, score, opponent, number, kind, theirs, theirs);
                    }
                }
            }
        }
    }

    /**
     * Where the usual groups' values of a place sit in {@link #usualValues}, one per number of dice and opponent's
     * memory from there.
     */
    private int keptAt(int score, int opponent, int number, int kind) {
        int place = (((score + opponent) % shiftSums * turn.goal + score) * turn.space.turnPeriod() + number)
                * turn.space.extras() + kind;
        return place * turn.choiceCount * turn.space.memorySize();
    }

    /**
     * The points above {@code score} at which the usual group's values serve for a group, or 0 if its plan is laid
     * out and valued: only below the goal, where the sweep has solved the pair.
     */
    private int shift(int dice, int group, int score) {
        int points = shifts ? turn.scoreShift[dice][group] : 0;
        return score + points < turn.goal ? points : 0;
    }

    private void lay(Plan[] plans, int score, int opponent, int number, int kind, int theirs) {
        int classes = turn.maxClasses;
        boolean[] laid = fixed == null ? null : waitingWork.get().laid;
        for (int dice = 0; dice < turn.choiceCount; dice++) {
            int[] representatives = turn.classMemory[dice];
            for (int c = 0; c < representatives.length; c++) {
                boolean lays = shift(dice, c, score) == 0;
                if (lays) {
                    planner.plan(plans[dice * classes + c], score, opponent, representatives[c], theirs, number,
                            kind, dice);
                }
                if (laid != null) {
                    laid[dice * classes + c] = lays;
                }
            }
        }
    }

    /**
     * In a best response, B's turns in the states of one memory of the opponent: each of B's memories plays B's choice,
     * from the plans laid out for A, or laid out now for a group A took from a higher score. {@code laidFor} is the
     * opponent's memory the plans were laid out for.
     */
    private void solveWaiting(Plan[] plans, int score, int opponent, int number, int kind, int theirs, int laidFor) {
        Waiting work = waitingWork.get();
        double[] valued = work.valued;
        Arrays.fill(valued, Double.NaN);
        int classes = turn.maxClasses;
        int first = turn.space.inSolveOrder(score, opponent, 0, theirs, number, kind);
        for (int mine = 0; mine < turn.space.memorySize(); mine++) {
            int dice = fixed[first + mine];
            int group = turn.memoryClass[dice][mine];
            int slot = dice * classes + group;
            if (Double.isNaN(valued[slot])) {
                if (!work.laid[slot]) {
                    planner.plan(plans[slot], score, opponent, turn.classMemory[dice][group], laidFor, number, kind,
                            dice);
                    work.laid[slot] = true;
                }
                valued[slot] = plans[slot].duel(false, waiting, value, theirs);
            }
            waiting[first + mine] = valued[slot];
        }
    }

    /**
     * In a best response, B's turns in the states of every memory of the opponent at once, where the plans are the
     * same for all of them: each plan some memory of B chooses is valued for every memory of the opponent at once, as
     * A's are, to the bits {@link #solveWaiting} gives.
     */
    private void solveWaitingEach(Plan[] plans, int score, int opponent, int number, int kind) {
        Waiting work = waitingWork.get();
        int classes = turn.maxClasses;
        int memories = turn.space.memorySize();
        int first = turn.space.inSolveOrder(score, opponent, 0, 0, number, kind);
        int states = memories * memories;
        boolean[] chosen = work.chosen;
        Arrays.fill(chosen, false);
        for (int i = 0; i < states; i++) {
            int dice = fixed[first + i];
            chosen[dice * classes + turn.memoryClass[dice][i % memories]] = true;
        }
        double[] each = work.each;
        for (int slot = 0; slot < chosen.length; slot++) {
            if (chosen[slot]) {
                int dice = slot / classes;
                if (!work.laid[slot]) {
                    planner.plan(plans[slot], score, opponent, turn.classMemory[dice][slot % classes], 0, number, kind,
                            dice);
                    work.laid[slot] = true;
                }
                plans[slot].duelEach(false, waiting, value, each, slot * memories, memories);
            }
        }
        // The states of a place go by the opponent's memory, then the mover's: i = theirs * memories + mine.
        for (int i = 0; i < states; i++) {
            int dice = fixed[first + i];
            int slot = dice * classes + turn.memoryClass[dice][i % memories];
            waiting[first + i] = each[slot * memories + i / memories];
        }
    }

    /**
     * One thread's work on B's turns at the place being solved: which plans are laid out, the values of B's plans for
     * one memory of the opponent, and, for every memory at once, which plans B chooses and their values.
     */
    private static final class Waiting {
        final double[] valued;
        final boolean[] laid;
        final boolean[] chosen;
        final double[] each;

        Waiting(int plans, int memories) {
            valued = new double[plans];
            laid = new boolean[plans];
            chosen = new boolean[plans];
            each = new double[plans * memories];
        }
    }

    /**
     * Values every plan for every memory of the opponent, or takes a group's values from the usual group's at a higher
     * score; keeps the usual groups' values for the pairs below.
     */
    private void valueEach(Plan[] plans, double[] scratch, int memories, int score, int opponent, int number, int kind,
            int keptAt) {
        int classes = turn.maxClasses;
        for (int dice = 0; dice < turn.choiceCount; dice++) {
            for (int c = 0; c < turn.classMemory[dice].length; c++) {
                int plan = dice * classes + c;
                int points = shift(dice, c, score);
                if (points == 0 && fixed == null) {
                    plans[plan].symmetricEach(value, scratch, plan * memories, memories);
                } else if (points == 0) {
                    plans[plan].duelEach(true, value, waiting, scratch, plan * memories, memories);
                } else {
                    int from = keptAt(score + points, opponent, number, kind) + dice * memories;
                    System.arraycopy(usualValues, from, scratch, plan * memories, memories);
                }
            }
            if (shifts) {
                System.arraycopy(scratch, (dice * classes + usual[dice]) * memories, usualValues,
                        keptAt + dice * memories, memories);
            }
        }
    }

    /**
     * Values every plan, laid out for one memory of the opponent, for that memory, or takes a group's value from the
     * usual group's at a higher score; keeps the usual groups' values for the pairs below.
     */
    private void valueOne(Plan[] plans, double[] scratch, int theirs, int score, int opponent, int number, int kind,
            int keptAt) {
        int classes = turn.maxClasses;
        int memories = turn.space.memorySize();
        for (int dice = 0; dice < turn.choiceCount; dice++) {
            for (int c = 0; c < turn.classMemory[dice].length; c++) {
                int plan = dice * classes + c;
                int points = shift(dice, c, score);
                if (points != 0) {
                    scratch[plan * memories + theirs] =
                            usualValues[keptAt(score + points, opponent, number, kind) + dice * memories + theirs];
                } else {
                    scratch[plan * memories + theirs] = fixed == null ? plans[plan].symmetric(value, theirs)
                            : plans[plan].duel(true, value, waiting, theirs);
                }
            }
            if (shifts) {
                usualValues[keptAt + dice * memories + theirs] = scratch[(dice * classes + usual[dice]) * memories
                        + theirs];
            }
        }
    }

    /** Each of the mover's memories takes the number of dice of highest value, the fewest among equals. */
    private void chooseEach(double[] scratch, int score, int opponent, int number, int kind, int theirs) {
        if (unusual != null) {
            chooseRanked(scratch, score, opponent, number, kind, theirs);
            return;
        }
        int classes = turn.maxClasses;
        int memories = turn.space.memorySize();
        int first = turn.space.inSolveOrder(score, opponent, 0, theirs, number, kind);
        for (int mine = 0; mine < memories; mine++) {
            double best = -1;
            int bestDice = -1;
            for (int dice = 0; dice < turn.choiceCount; dice++) {
                double expected = scratch[(dice * classes + turn.memoryClass[dice][mine]) * memories + theirs];
                if (expected > best && turn.allows(score, opponent, dice, number, kind, mine, theirs)) {
                    best = expected;
                    bestDice = dice;
                }
            }
            if (bestDice < 0) {
                throw noLegalChoice(turn, turn.space.at(score, opponent, mine, theirs, number, kind));
            }
            value[first + mine] = best;
            if (policy != null) {
                policy[first + mine] = (byte) bestDice;
            }
        }
    }

    /**
     * The same choices, from the numbers of dice ranked once by their usual group's value: a memory takes the first
     * that is not unusual for it, unless one of its few unusual numbers of dice is worth more (or as much, with fewer
     * dice). The ranking keeps one more than any memory's unusual numbers, so one is always left.
     */
    private void chooseRanked(double[] scratch, int score, int opponent, int number, int kind, int theirs) {
        int memories = turn.space.memorySize();
        // The three best usual values and their numbers of dice.
        double value0 = -1;
        double value1 = -1;
        double value2 = -1;
        int dice0 = NO_DICE;
        int dice1 = NO_DICE;
        int dice2 = NO_DICE;
        for (int dice = 0; dice < turn.choiceCount; dice++) {
            double expected = scratch[usualPlanAt[dice] + theirs];
            // Fewer dice come first, so a later number of dice ranks above another only if worth more.
            boolean above0 = expected > value0;
            boolean above1 = expected > value1;
            boolean above2 = expected > value2;
            value2 = above1 ? value1 : above2 ? expected : value2;
            dice2 = above1 ? dice1 : above2 ? dice : dice2;
            value1 = above0 ? value0 : above1 ? expected : value1;
            dice1 = above0 ? dice0 : above1 ? dice : dice1;
            value0 = above0 ? expected : value0;
            dice0 = above0 ? dice : dice0;
        }
        int first = turn.space.inSolveOrder(score, opponent, 0, theirs, number, kind);
        long[] masks = unusual;
        for (int mine = 0; mine < memories; mine++) {
            long mask = masks[mine];
            boolean usual0 = (mask >>> dice0 & 1) == 0;
            boolean usual1 = (mask >>> dice1 & 1) == 0;
            double best = usual0 ? value0 : usual1 ? value1 : value2;
            int bestDice = usual0 ? dice0 : usual1 ? dice1 : dice2;
            // The unusual numbers of dice, fewest first: one that a memory lacks is worth -1, less than any chance.
            double expected = scratch[unusualAt[RANKED * mine] + theirs];
            int dice = unusualDice[RANKED * mine];
            boolean better = expected > best | expected == best & dice < bestDice;
            best = better ? expected : best;
            bestDice = better ? dice : bestDice;
            expected = scratch[unusualAt[RANKED * mine + 1] + theirs];
            dice = unusualDice[RANKED * mine + 1];
            better = expected > best | expected == best & dice < bestDice;
            best = better ? expected : best;
            bestDice = better ? dice : bestDice;
            value[first + mine] = best;
            if (policy != null) {
                policy[first + mine] = (byte) bestDice;
            }
        }
    }

    /** The error for a state where the choice rules allow no number of dice. */
    static RuntimeException noLegalChoice(TurnTables turn, int index) {
        return turn.kernel.noLegalChoice("at " + turn.space.state(index));
    }
}
